// layoutshot-bench: the layout engine's speed and memory, in a release build.
//
//   swift build -c release --product layoutshot-bench && .build/release/layoutshot-bench [items [workload]]
//   .build/release/layoutshot-bench png [screen [device]]     the PNG writers against zlib's floor (PNGBench.swift)
//   .build/release/layoutshot-bench autolayout [iterations [full|solve|resolve]]   the Auto Layout engine on a cell
//                                                             (AutoLayoutBench.swift; a third argument: one figure alone)
//
// For each workload it solves `items` items (default 1,000,000) seven times and prints the median
// and best time per item, the heap bytes per item the solved layout keeps (glibc mallinfo2, measured
// around the solve with the result alive), and the median time of a screenful rect query at 200
// places. Freed memory is kept between runs (glibc mallopt), so runs do not depend on each other.
// The machine is a shared VM: timings move by ±20 % between processes; compare medians.
import CollectionLayout
import CHeapStats
import Foundation
#if canImport(Glibc)
import Glibc
#endif

if CommandLine.arguments.dropFirst().first == "autolayout" {
    AutoLayoutBench.run(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "png" {
    do { try PNGBench.run(Array(CommandLine.arguments.dropFirst(2))) } catch {
        print("layoutshot-bench png: \(error)")
        exit(2)
    }
    exit(0)
}

let items = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
let viewport = Viewport(size: CGSize(width: 393, height: 852),
                        safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), scale: 3)

func size(_ w: NSCollectionLayoutDimension, _ h: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: w, heightDimension: h)
}

/// A grid: four 1/4 columns with 4-pt spacing, 100-pt rows, one section.
func grid() -> (UICollectionViewLayout, [Int]) {
    let layout = UICollectionViewCompositionalLayout { _, _ in
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        return section
    }
    return (layout, [items])
}

/// The games tab's shapes repeated: a centred featured carousel, a title row, a small-app carousel
/// of vertical count-3 groups — 100 items a carousel section.
let perCarousel = Int(ProcessInfo.processInfo.environment["BENCH_CAROUSEL"] ?? "") ?? 100

func gamesTab() -> (UICollectionViewLayout, [Int]) {
    let layout = UICollectionViewCompositionalLayout { index, _ in
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        switch index % 3 {
        case 0:
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.92), .fractionalHeight(0.4)), subitems: [item]))
            section.orthogonalScrollingBehavior = .groupPagingCentered
            return section
        case 1:
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        default:
            let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(0.92), .fractionalHeight(0.3)), subitem: item, count: 3))
            section.orthogonalScrollingBehavior = .groupPagingCentered
            return section
        }
    }
    var counts: [Int] = []
    var total = 0
    while total < items {
        let count = counts.count % 3 == 1 ? 1 : min(perCarousel, items - total)
        counts.append(count)
        total += count
    }
    return (layout, counts)
}

/// Nested groups: a 0.7 tile beside a vertical pair, and a row of three below (six items a group).
func nested() -> (UICollectionViewLayout, [Int]) {
    let layout = UICollectionViewCompositionalLayout { _, _ in
        let full = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let tile = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: full, count: 2)
        let top = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.6)), subitems: [tile, pair])
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)),
                                                     subitem: full, count: 3)
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(300)), subitems: [top, row]))
    }
    return (layout, [items])
}

/// A Pinterest waterfall (seed 002): two columns, cellInset 5, heights 120–300 pt (the masonry
/// peer's range) from a cheap hash of the index, each cell in the shortest column.
func waterfall() -> (UICollectionViewLayout, [Int]) {
    let layout = WaterfallLayout(columnCount: 2) { indexPath, _ in
        CGFloat(120 + ((indexPath.item &* 2_654_435_761) >> 7) % 181)
    }
    return (layout, [items])
}

func heapBytes() -> Int { Int(heapstats_bytes_in_use()) }

func nanoseconds(_ body: () throws -> Void) rethrows -> UInt64 {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return DispatchTime.now().uptimeNanoseconds - start
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

// Freed memory stays in the process between runs: otherwise whether glibc hands pages back to the
// kernel (and the next run faults them in again) depends on which workload ran before.
heapstats_keep_freed_memory()

print("layoutshot-bench: \(items) items, viewport 393×852 @3x, release build")
print("workload          ns/item (median, best of 7; first)   bytes/item   rect query µs (median)   elements")
let only = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil
for (name, make) in [("grid", grid), ("games tab", gamesTab), ("nested groups", nested), ("waterfall", waterfall)] where only == nil || name.hasPrefix(only!) {
    let (layout, counts) = make()
    var times: [Double] = []
    var bytes = 0
    var solved: SolvedLayout?
    for run in 0..<7 {
        solved = nil
        let before = heapBytes()
        var result: SolvedLayout?
        let ns = try nanoseconds { result = try layout.solve(in: viewport, itemCounts: counts) }
        if run == 0 { bytes = heapBytes() - before }
        times.append(Double(ns) / Double(items))
        solved = result
    }
    guard let solved else { continue }
    // Rect queries: a screenful at 200 places spread over the content.
    var queryTimes: [Double] = []
    var found = 0
    for k in 0..<200 {
        let y = solved.contentSize.height * Double(k) / 200
        let rect = CGRect(x: 0, y: y, width: 393, height: 852)
        let ns = nanoseconds { found &+= solved.elements(in: rect).count }
        queryTimes.append(Double(ns) / 1000)
    }
    let row = [
        name.padding(toLength: 18, withPad: " ", startingAt: 0),
        String(format: "%12.1f", median(times)),
        String(format: "%8.1f", times.min() ?? 0),
        String(format: "%7.1f", times.first ?? 0),
        String(format: "%12.1f", Double(bytes) / Double(items)),
        String(format: "%24.2f", median(queryTimes)),
        String(format: "%11d", solved.elementCount),
    ]
    print(row.joined(separator: " "))
    if found < 0 { print(found) }
}
