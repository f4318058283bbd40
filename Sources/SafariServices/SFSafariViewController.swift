import Foundation
@_exported import UIKit

// SafariServices on Linux (issue 31 Deliver 3): inert stand-ins for a screen that only holds them.

/// SafariServices' `SFSafariViewController`: a controller that would show `url` in Safari. Inert: its
/// view is a plain one, nothing loads; a capture that presents it draws nothing of the page.
open class SFSafariViewController: UIViewController {
    /// `SFSafariViewController.Configuration`.
    open class Configuration {
        public init() {}
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
    }

    /// `SFSafariViewController.DismissButtonStyle`.
    public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

    public let url: URL
    public let configuration: Configuration
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done

    public init(url: URL, configuration: Configuration = Configuration()) {
        self.url = url; self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init(url: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: url, configuration: configuration)
    }

    public required init?(coder: NSCoder) { return nil }
}

/// SafariServices' `SFSafariViewControllerDelegate`: every method optional (defaults), never called.
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

public extension SFSafariViewControllerDelegate {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}
