@_exported import CoreLocation
@_exported import UIKit

// MapKit, as a screen holds it (issue 31): regions and spans are values; a map view draws as a plain
// view (no tiles); a snapshotter never finishes with an image (no network, no tiles).

public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta; self.longitudeDelta = longitudeDelta
    }
}

public struct MKCoordinateRegion: Hashable, Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }
    /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center` (111,320 m a degree
    /// of latitude; a degree of longitude shrinks with the latitude's cosine).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let perDegree = 111_320.0
        let cosine = max(cos(center.latitude * .pi / 180), 1e-9)
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / perDegree,
                                                         longitudeDelta: longitudinalMeters / (perDegree * cosine)))
    }
}

/// `MKAnnotation`.
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}
public extension MKAnnotation {
    var title: String? { nil }
    var subtitle: String? { nil }
}

/// `MKPointAnnotation`.
open class MKPointAnnotation: NSObject, MKAnnotation {
    open var coordinate = CLLocationCoordinate2D()
    open var title: String?
    open var subtitle: String?
    public override init() {}
}

/// `MKAnnotationView` and `MKPinAnnotationView`/`MKMarkerAnnotationView`: views that keep their
/// annotation and image; drawn as plain views.
open class MKAnnotationView: UIView {
    open var annotation: (any MKAnnotation)?
    open var image: UIImage?
    open var centerOffset = CGPoint.zero
    open var canShowCallout = false
    open var reuseIdentifier: String?
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor?
    open var animatesDrop = false
}
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor?
    open var glyphImage: UIImage?
    open var glyphText: String?
}

/// `MKMapView`: keeps its region and annotations; drawn as a plain view (no map tiles here).
open class MKMapView: UIView {
    open var region = MKCoordinateRegion()
    open var centerCoordinate: CLLocationCoordinate2D { region.center }
    open private(set) var annotations: [any MKAnnotation] = []
    open weak var delegate: (any MKMapViewDelegate)?
    open var showsUserLocation = false
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { region.center = coordinate }
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ list: [any MKAnnotation]) { annotations += list }
    open func removeAnnotations(_ list: [any MKAnnotation]) { annotations.removeAll { a in list.contains { $0 === a } } }
}
public protocol MKMapViewDelegate: AnyObject {}

/// `MKMapSnapshotter`: its options are kept; `start` never calls back — there are no map tiles to
/// draw here, so a location message keeps its placeholder, as on a device still loading.
open class MKMapSnapshotter {
    public let options: Options
    public init(options: Options) { self.options = options }
    open func start(completionHandler: @escaping (Snapshot?, Error?) -> Void) {}
    open func start(with queue: DispatchQueue, completionHandler: @escaping (Snapshot?, Error?) -> Void) {}
    open func cancel() {}
    open var isLoading: Bool { false }

    /// `MKMapSnapshotter.Options`.
    open class Options {
        open var region = MKCoordinateRegion()
        open var size = CGSize(width: 256, height: 256)
        open var scale: CGFloat = 2
        open var showsBuildings = true
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        open var mapType = MKMapType.standard
        public init() {}
    }

    /// `MKMapSnapshotter.Snapshot` (never made here).
    open class Snapshot {
        open var image: UIImage { UIImage(name: "", size: .zero) }
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { .zero }
    }
}

/// `MKPointOfInterestFilter`: which points of interest a map shows (kept; no map is drawn).
public struct MKPointOfInterestFilter: Sendable {
    public let includesAll: Bool
    public init(including categories: [MKPointOfInterestCategory]) { includesAll = false }
    public init(excluding categories: [MKPointOfInterestCategory]) { includesAll = false }
    public static let includingAll = MKPointOfInterestFilter(all: true)
    public static let excludingAll = MKPointOfInterestFilter(all: false)
    private init(all: Bool) { includesAll = all }
}

/// `MKPointOfInterestCategory`: a point of interest's kind.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
}

/// `MKMapType`.
public enum MKMapType: UInt, Sendable { case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }
