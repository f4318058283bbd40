import Foundation

/// The four solver variables of a view or layout guide: its frame in its superview's (a guide: its
/// owning view's) bounds.
final class ItemBox {
    let x, y, width, height: Variable

    init() {
        x = Variable("minX"); y = Variable("minY"); width = Variable("width"); height = Variable("height")
    }

    var all: [Variable] { [x, y, width, height] }

    var frame: CGRect { CGRect(x: x.value, y: y.value, width: width.value, height: height.value) }
}
