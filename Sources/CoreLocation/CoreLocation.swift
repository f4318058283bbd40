@_exported import Foundation

// Core Location, as a screen holds it (issue 31): coordinates and locations are values that work;
// the manager finds no location — a capture has no GPS, and authorization stays not determined.

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationDirection = Double

public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { self.latitude = latitude; self.longitude = longitude }
}

/// Whether the coordinate is on Earth: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1

/// `CLLocation`: a coordinate and when; `distance(from:)` is the great-circle distance on a sphere of
/// Earth's mean radius (6,371 km; Core Location's ellipsoid differs by up to 0.5 %).
open class CLLocation: NSObject {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let timestamp: Date
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0; horizontalAccuracy = 0; timestamp = Date(timeIntervalSinceReferenceDate: 0)
    }
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate; self.altitude = altitude; self.horizontalAccuracy = horizontalAccuracy; self.timestamp = timestamp
    }
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let (a, b) = (coordinate, location.coordinate)
        let radians = Double.pi / 180
        let dLat = (b.latitude - a.latitude) * radians, dLon = (b.longitude - a.longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_000 * asin(min(1, h.squareRoot()))
    }
}

public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// `CLLocationManager`: no location is ever found; authorization stays not determined.
open class CLLocationManager: NSObject {
    open weak var delegate: (any CLLocationManagerDelegate)?
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = 0
    open var location: CLLocation? { nil }
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open class func locationServicesEnabled() -> Bool { false }
    public override init() {}
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func startUpdatingLocation() {}
    open func stopUpdatingLocation() {}
    open func requestLocation() {}
}

/// `CLLocationManagerDelegate`: never called.
public protocol CLLocationManagerDelegate: AnyObject {}

/// `CLGeocoder`: finds nothing (no network).
open class CLGeocoder {
    public init() {}
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping ([CLPlacemark]?, Error?) -> Void) {
        completionHandler(nil, URLError(.notConnectedToInternet))
    }
    open func geocodeAddressString(_ address: String, completionHandler: @escaping ([CLPlacemark]?, Error?) -> Void) {
        completionHandler(nil, URLError(.notConnectedToInternet))
    }
    open func cancelGeocode() {}
}

/// `CLPlacemark`: the address parts a geocoder would give (never made here).
open class CLPlacemark: NSObject {
    open var name: String? { nil }
    open var locality: String? { nil }
    open var country: String? { nil }
    open var location: CLLocation? { nil }
}
