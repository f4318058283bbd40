import CPng
import CollectionLayout
import Foundation
import Rendering
import Scene
import ScreenPipeline
import ScreenSpec

/// `layoutshot-bench png [screen] [device]`: the PNG writers on one render (default games-tab on
/// iphone-15, 1179×2556 px), each timed nine times in this process against the floor — zlib level 1
/// compressing the raw 32-bit pixels in one call (`compress2`), as the peer bench's F row does.
enum PNGBench {
    static func run(_ arguments: [String]) throws {
        let name = arguments.first ?? "games-tab"
        let deviceName = arguments.count > 1 ? arguments[1] : "iphone-15"
        guard let device = Device.preset(named: deviceName) else { throw BenchError("no device \(deviceName)") }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../samples/\(name).json").standardizedFileURL
        let screen = try Screen.decode(Data(contentsOf: path), name: name)
        let scene = try ScreenDrawing(screen, on: device).draw(measuringWith: TextMeasurer()).scene
        let surface = try Renderer().rasterize(scene)
        print("layoutshot-bench png: \(name) on \(deviceName), \(surface.width)×\(surface.height) px, "
              + "\(ProcessInfo.processInfo.activeProcessorCount) cores, release build; median of 9 (best)")

        let floor = measure {
            surface.withPixelBytes { bytes, _ in
                var size = compressBound(uLong(bytes.count))
                var out = [UInt8](repeating: 0, count: Int(size))
                _ = compress2(&out, &size, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), uLong(bytes.count), 1)
                return Int(size)
            }
        }
        report("floor: zlib level 1, raw 32-bit pixels, one call", floor, floor: floor.median)
        for encoder in PNGEncoder.allCases {
            let result = try measureThrowing { try surface.encodePNG(with: encoder).count }
            report("PNG writer .\(encoder)", result, floor: floor.median)
        }
    }

    struct Result { let median: Double; let best: Double; let bytes: Int }

    private static func measure(_ body: () -> Int) -> Result {
        (try? measureThrowing(body)) ?? Result(median: .nan, best: .nan, bytes: 0)
    }

    private static func measureThrowing(_ body: () throws -> Int) throws -> Result {
        var times: [Double] = []
        var bytes = 0
        for _ in 0..<9 {
            let start = DispatchTime.now().uptimeNanoseconds
            bytes = try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        return Result(median: times[4], best: times[0], bytes: bytes)
    }

    private static func report(_ name: String, _ result: Result, floor: Double) {
        let text = String(format: "%7.1f ms (%5.1f)  %8d bytes  %5.2f× the floor", result.median, result.best, result.bytes,
                          result.median / floor)
        print("  \(name.padding(toLength: 50, withPad: " ", startingAt: 0)) \(text)")
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
