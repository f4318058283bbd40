import Testing

extension Tag {
    /// Suites that run work on several threads or tasks at once (parallel renders, solves, diffs, verify,
    /// the task-local simulated device): `scripts/sanitize thread` runs these under ThreadSanitizer, not
    /// the whole suite (`scripts/sanitize` reads the tag from the sources).
    @Tag public static var concurrency: Self
}
