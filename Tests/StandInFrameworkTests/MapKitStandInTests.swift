import CoreLocation
import Foundation
import MapKit
import Testing

/// Issue 31: a chat app's location message (MessageKit's `LocationMessageSnapshotOptions` and cell)
/// as it builds one: coordinates, regions and distances are real values; nothing is located or drawn.
@Suite struct MapKitStandInTests {
    @Test func coordinatesRegionsAndDistancesAreValues() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522), london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_500) < 1_000)   // about 344 km apart
        #expect(CLLocationCoordinate2DIsValid(paris.coordinate) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        let region = MKCoordinateRegion(center: paris.coordinate, latitudinalMeters: 1_113.2, longitudinalMeters: 1_113.2)
        #expect(abs(region.span.latitudeDelta - 0.01) < 1e-9 && region.span.longitudeDelta > region.span.latitudeDelta)
    }

    @Test func managersSnapshottersAndViewsFindAndDrawNothing() {
        let manager = CLLocationManager()
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        #expect(manager.location == nil && manager.authorizationStatus == .notDetermined)
        let options = MKMapSnapshotter.Options()
        options.size = CGSize(width: 240, height: 240)
        var called = false
        MKMapSnapshotter(options: options).start { _, _ in called = true }
        #expect(!called)
        let pin = MKPinAnnotationView(annotation: nil, reuseIdentifier: "pin")
        let point = MKPointAnnotation()
        point.coordinate = CLLocationCoordinate2D(latitude: 1, longitude: 2)
        pin.annotation = point
        #expect(pin.annotation?.coordinate.longitude == 2 && pin.reuseIdentifier == "pin")
    }
}
