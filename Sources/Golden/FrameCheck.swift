/// Whether a golden check holds the frames to account — frames are the truth: any element whose
/// frame moved or resized by more than 0.01 pt, appeared or disappeared (and any change of the
/// content size) fails the check, whatever the pixel tolerances say; the tolerances absorb pixel
/// noise only. `ignore` is the named opt-out (`--frames ignore`, `frames: .ignore`): pixels alone
/// decide, and what moved is still said.
///
/// ```swift
/// var check = GoldenCheck(folder: "Tests/Goldens", record: .never)
/// check.frames = .check          // the default
/// ```
public enum FrameCheck: String, Sendable, CaseIterable {
    case check, ignore
}
