import Foundation
import Testing
import UIKit

/// Apple's "Using Collection View Compositional Layouts and Diffable Data Sources" sample
/// (alexandre-pod/Apple-sample-code-Modern-Collection-Views@d821599, `MountainsViewController.swift`): a search
/// bar pinned to the safe area's top, the collection view 20 pt below it (`V:[searchBar]-20-[cv]|`), the bar
/// its own delegate's. The bar is 56 pt tall by its intrinsic size.
@Suite("UISearchBar: laid out at UIKit's height, its delegate's methods optional")
struct SearchBarTests {
    final class Filter: UISearchBarDelegate {
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    }

    @Test func aCollectionViewBelowASearchBarStarts76PointsBelowTheSafeArea() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let searchBar = UISearchBar(frame: .zero), list = UIView()
        let filter = Filter()
        searchBar.delegate = filter
        for view in [searchBar, list] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
        let views = ["searchBar": searchBar, "cv": list]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[searchBar]|", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|[cv]|", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:[searchBar]-20-[cv]|", options: [], metrics: nil, views: views)
            + [searchBar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)])
        root.layoutIfNeeded()
        #expect(searchBar.intrinsicContentSize.height == 56 && searchBar.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        #expect(searchBar.frame == CGRect(x: 0, y: 59, width: 393, height: 56))
        #expect(list.frame == CGRect(x: 0, y: 135, width: 393, height: 717))
        #expect(searchBar.delegate === filter && searchBar.delegate?.searchBarShouldBeginEditing(searchBar) == true)
        searchBar.setShowsCancelButton(true, animated: true)
        #expect(searchBar.showsCancelButton && searchBar.returnKeyType == .search && searchBar.searchBarStyle == .default)
    }
}
