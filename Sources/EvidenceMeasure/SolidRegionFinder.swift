import Rendering

/// Finds the solid rectangles of an image: 4-connected regions whose pixels are all within
/// `tolerance` (largest channel difference) of the pixel they grew from.
///
/// A region grows only from a *flat* pixel — one equal to its right and lower neighbours — so an
/// anti-aliased edge or corner pixel never becomes the reference colour of a cell; such pixels join
/// the region they are close enough to, or none.
///
/// ```swift
/// let finder = SolidRegionFinder(tolerance: 2, minimumSize: 8, color: RGBA(hex: "#808080"))
/// for region in finder.regions(in: image) { print(region.box) }
/// ```
public struct SolidRegionFinder: Sendable {
    /// The largest channel difference from the reference colour a pixel may have: 0 is exact.
    public var tolerance: Int
    /// Regions narrower or shorter than this many pixels are left out.
    public var minimumSize: Int
    /// When set, only regions whose reference colour is within `tolerance` of it.
    public var color: RGBA?
    /// When set, only pixels inside this box are looked at.
    public var area: PixelBox?

    public init(tolerance: Int = 0, minimumSize: Int = 1, color: RGBA? = nil, area: PixelBox? = nil) {
        self.tolerance = tolerance; self.minimumSize = minimumSize; self.color = color; self.area = area
    }

    /// The regions, top to bottom, then left to right (by their box's top-left corner).
    public func regions(in image: RasterImage) -> [SolidRegion] {
        let bounds = clippedArea(image)
        guard bounds.width > 0, bounds.height > 0 else { return [] }
        var claimed = [Bool](repeating: false, count: image.width * image.height)
        var found: [SolidRegion] = []
        for y in bounds.y..<(bounds.y + bounds.height) {
            for x in bounds.x..<(bounds.x + bounds.width) where !claimed[y * image.width + x] {
                let seed = image.rgba(x: x, y: y)
                guard isFlat(image, x: x, y: y, seed: seed, bounds: bounds) else { continue }
                let region = grow(image, from: (x, y), seed: seed, bounds: bounds, claimed: &claimed)
                guard region.box.width >= minimumSize, region.box.height >= minimumSize else { continue }
                if let color, color.distance(to: seed) > tolerance { continue }
                found.append(region)
            }
        }
        return found.sorted { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }
    }

    private func clippedArea(_ image: RasterImage) -> PixelBox {
        let whole = PixelBox(x: 0, y: 0, width: image.width, height: image.height)
        guard let area else { return whole }
        let x0 = max(0, area.x), y0 = max(0, area.y)
        let x1 = min(image.width, area.x + area.width), y1 = min(image.height, area.y + area.height)
        return PixelBox(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    private func isFlat(_ image: RasterImage, x: Int, y: Int, seed: RGBA, bounds: PixelBox) -> Bool {
        let right = x + 1 < bounds.x + bounds.width ? image.rgba(x: x + 1, y: y) : seed
        let below = y + 1 < bounds.y + bounds.height ? image.rgba(x: x, y: y + 1) : seed
        return right == seed && below == seed
    }

    /// Flood fill with an explicit stack (no recursion: a full-screen background is millions of pixels).
    private func grow(_ image: RasterImage, from start: (Int, Int), seed: RGBA, bounds: PixelBox,
                      claimed: inout [Bool]) -> SolidRegion {
        var stack = [start]
        claimed[start.1 * image.width + start.0] = true
        var minX = start.0, maxX = start.0, minY = start.1, maxY = start.1, count = 0
        while let (x, y) = stack.popLast() {
            count += 1
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
                guard nx >= bounds.x, nx < bounds.x + bounds.width, ny >= bounds.y, ny < bounds.y + bounds.height else { continue }
                let index = ny * image.width + nx
                guard !claimed[index], image.rgba(x: nx, y: ny).distance(to: seed) <= tolerance else { continue }
                claimed[index] = true
                stack.append((nx, ny))
            }
        }
        let box = PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        return SolidRegion(box: box, color: seed, pixelCount: count)
    }
}
