/// The nearest valid name to a misspelt one, for the "did you mean" of every error that rejects a
/// name: JSON keys and enum values, view kinds, element kinds, colours, devices, commands, options.
///
/// Names are compared case-insensitively by edit distance (insertions, deletions, substitutions and
/// swaps of two neighbours, each one edit), and a name is suggested only when close enough — at most
/// `max(2, count / 3)` edits, `count` being the length of the name as written — and when no other
/// candidate is as close (`iphone-99` is as near `iphone-se` as `iphone-15`: no guess).
///
/// ```swift
/// NameSuggestion.nearest(to: "groupPagingCenter", in: ["paging", "groupPaging", "groupPagingCentered"])
/// // "groupPagingCentered"
/// NameSuggestion.didYouMean("sideways", in: ["none", "continuous", "paging"])   // "" (nothing close)
/// NameSuggestion.didYouMean("drak", in: ["light", "dark"], quote: "'")            // "; did you mean 'dark'?"
/// ```
public enum NameSuggestion {
    /// Names longer than this are never matched (a fuzzed 10 MB key is not compared with every key).
    static let maximumLength = 200

    /// The most edits a name of `length` characters may be from its suggestion.
    public static func allowedDistance(forLength length: Int) -> Int { max(2, length / 3) }

    /// The candidate closest to `name`, if one is close enough and nearer than every other.
    public static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased().unicodeScalars)
        guard typed.count <= maximumLength else { return nil }
        var best: (name: String, distance: Int)?
        var tied = false
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            let limit = best?.distance ?? allowedDistance(forLength: typed.count)
            guard abs(other.count - typed.count) <= limit, other.count <= maximumLength else { continue }
            let d = distance(typed, other)
            if d < (best?.distance ?? limit + 1) {
                best = (candidate, d)
                tied = false
            } else if d == best?.distance {
                tied = true
            }
        }
        return tied ? nil : best?.name
    }

    /// `; did you mean "x"?` for the nearest candidate, or `""` when none is close enough.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>, quote: String = "\"") -> String {
        nearest(to: name, in: candidates).map { "; did you mean \(quote)\($0)\(quote)?" } ?? ""
    }

    /// Edit distance with swaps of neighbours (optimal string alignment), three rows at a time.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                var d = min(previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, beforePrevious[j - 2] + 1) }
                current[j] = d
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
