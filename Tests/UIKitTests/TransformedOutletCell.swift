// The source transform's output for InterfaceBuilderAttributesTests.original (do not edit: that test compares).
import UIKit

final class OutletCell: UICollectionViewCell {
              private weak var titleLabel: UILabel!
              weak var artwork: UIImageView?
              var badges: [UILabel]!

    var title: String? { titleLabel?.text }

    required override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

              func didTap(_ sender: Any) {}
}

// Layoutshot's source transform: outlets assigned by name (README "UIKit on Linux").
extension OutletCell: NibOutletAssigning {
    func assignNibOutlet(_ name: String, _ object: AnyObject) -> Bool {
        switch name {
        case "titleLabel": titleLabel = object as? UILabel; return true
        case "artwork": artwork = object as? UIImageView; return true
        case "badges": if let v = object as? UILabel { badges = (badges ?? []) + [v] }; return true
        default: return false
        }
    }
}
