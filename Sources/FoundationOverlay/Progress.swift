import Foundation

extension Progress {
    /// Foundation's `Progress()` (Darwin's `init(parent: nil, userInfo: nil)`), which Linux's lacks: an
    /// extension cannot redeclare `init()`, so `Progress()` and `.init()` reach this one, whose only
    /// parameter is an empty default.
    public convenience init(_: Void = ()) { self.init(parent: nil, userInfo: nil) }
}
