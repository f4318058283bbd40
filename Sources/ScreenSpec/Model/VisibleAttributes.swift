import CollectionLayout
import Foundation

extension SceneBuilder {
    /// The elements that can reach `visible` (a rectangle in content coordinates), found by binary
    /// search (`elements(in:)`), in `SolvedLayout.elements`' order — layout-wide
    /// views first; then, section by section, its supplementary and decoration views, then its cells by
    /// item — so painting order is unchanged. The rectangle is unbounded across the scroll axis, so
    /// carousels drawn past the screen's edge are included. A screen of ten million items draws its first
    /// screenful without building ten million attributes.
    static func attributes(of solved: SolvedLayout, reaching visible: CGRect, vertical: Bool) -> [LayoutElement] {
        let far: CGFloat = 1e12
        let query = vertical ? CGRect(x: -far, y: visible.minY, width: 2 * far, height: visible.height)
                             : CGRect(x: visible.minX, y: -far, width: visible.width, height: 2 * far)
        func key(_ e: (offset: Int, element: LayoutElement)) -> (Int, Int, Int, Int) {
            let a = e.element
            let isGlobal = a.indexPath.count < 2
            let isCell = a.representedElementCategory == .cell && !isGlobal
            return (isGlobal ? -1 : a.indexPath.section, isCell ? 1 : 0, isCell ? a.indexPath.item : 0, e.offset)
        }
        return solved.elements(in: query).enumerated().sorted { key($0) < key($1) }.map(\.element)
    }
}
