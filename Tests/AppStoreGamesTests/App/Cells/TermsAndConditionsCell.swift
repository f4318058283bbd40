import UIKit

final class TermsAndConditionsCell: UICollectionViewCell {}
