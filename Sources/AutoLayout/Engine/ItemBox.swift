import Foundation

/// The four solver variables of a view or layout guide: its frame in its superview's (a guide: its
/// owning view's) bounds.
final class ItemBox {
    let x, y, width, height: Variable

    init(name: String) {
        x = Variable(name + ".minX"); y = Variable(name + ".minY")
        width = Variable(name + ".width"); height = Variable(name + ".height")
    }

    var all: [Variable] { [x, y, width, height] }

    var frame: CGRect { CGRect(x: x.value, y: y.value, width: width.value, height: height.value) }
}
