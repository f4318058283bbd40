import Foundation

extension OutputTransform {
    /// The output transform of a compositional solve (step 3): canonical frames turned back to
    /// the layout's orientation (E1), mirrored for right-to-left, snapped (G7).
    init(_ context: SolveContext, contentLength: CGFloat) {
        self.init(transposed: context.orientation.transposed, scrollsVertically: !context.orientation.transposed,
                  viewport: context.viewport, contentLength: contentLength)
    }

    /// A canonical section made real: every frame through `frame(_:)`, and per group its extent
    /// along the axis groups advance on, for the search structures.
    func section(_ s: inout CanonicalSection, index: Int) -> SolvedSection {
        var frames: [CGRect] = []
        swap(&frames, &s.cellFrames)   // take the array: no copy of a million frames
        let final = s.cellsFinal
        let extras = s.extras.isEmpty ? [] : s.extras.map(attributes)
        // One pass (unless stamping already made the frames final): each frame turned real, and
        // per group its extent along the axis groups advance on.
        let alongY = s.groupsAdvanceDown != transposed
        let groupCount = s.groupStarts.count
        var mins = final ? s.finalGroupMins : [Double](repeating: 0, count: groupCount)
        var reach = final ? s.finalGroupReach : [Double](repeating: 0, count: groupCount)
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var running = -CGFloat.infinity
        if final, !s.finalCellBounds.isNull {
            let b = s.finalCellBounds
            minX = b.minX; minY = b.minY; maxX = b.maxX; maxY = b.maxY
        }
        // A section without search structures is one span for the transform.
        let spanCount = max(groupCount, 1)
        if !final { s.groupStarts.withUnsafeBufferPointer { starts in
            frames.withUnsafeMutableBufferPointer { buffer in
                for g in 0..<spanCount {
                    let end = g + 1 < spanCount ? Int(starts[g + 1]) : buffer.count
                    let begin = groupCount == 0 ? 0 : Int(starts[g])
                    var low = CGFloat.infinity, high = -CGFloat.infinity
                    for i in begin..<end {
                        let r = frame(buffer[i])
                        buffer[i] = r
                        let x0 = r.origin.x, y0 = r.origin.y, x1 = x0 + r.size.width, y1 = y0 + r.size.height
                        minX = min(minX, x0); minY = min(minY, y0); maxX = max(maxX, x1); maxY = max(maxY, y1)
                        low = min(low, alongY ? y0 : x0)
                        high = max(high, alongY ? y1 : x1)
                    }
                    running = max(running, high)
                    if groupCount > 0 {
                        mins[g] = Double(low)
                        reach[g] = Double(running)
                    }
                }
            }
        } }
        // Suffix minimum, so the search can stop at the first group that starts past the rect.
        var suffix = Double.infinity
        for g in mins.indices.reversed() {
            suffix = min(suffix, mins[g])
            mins[g] = suffix
        }
        var bounds = CGRect.null
        for e in extras { bounds = bounds.union(e.frame) }
        if !frames.isEmpty { bounds = bounds.union(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) }
        // An empty section: its span along the scroll axis.
        if bounds.isNull { bounds = frame(CGRect(x: 0, y: s.start, width: 0, height: s.end - s.start)) }
        var solved = SolvedSection(index: index, bounds: bounds, cellFrames: frames, cellZIndex: s.cellZIndex,
                                   cellOverrides: s.cellOverrides, groupStarts: s.groupStarts, groupReach: reach, groupMins: mins,
                                   searchAxisIsY: alongY, extras: extras,
                                   orthogonalContentLength: s.orthogonalLength)
        solved.groupFrames = s.groupFrames.map(frame)
        return solved
    }
}
