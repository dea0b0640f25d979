import BrandKit

/// The `--check` report of `brands generate swift`: which clones, configurations and values differ, with lines.
enum GeneratedSwiftSummary {
    /// At most this many differences are listed; the rest are counted.
    static let limit = 20

    /// `file: N differences in clones A, B` and one line per difference (`  file:12: NWD Debug features.paywall:
    /// true, now false`).
    static func render(_ differences: [GeneratedSwiftComparison.Difference], file: String) -> String {
        let clones = Array(Set(differences.compactMap(\.clone))).sorted()
        let count = Plural.count(differences.count, "difference")
        var output = "\(file): \(count)"
        if !clones.isEmpty { output += " in \(Plural.noun(clones.count, "clone")) \(clones.joined(separator: ", "))" }
        output += "\n"
        for difference in differences.prefix(limit) {
            output += "  \(file):\(difference.line): " + describe(difference) + "\n"
        }
        if differences.count > limit { output += "  … and \(differences.count - limit) more\n" }
        return output
    }

    private static func describe(_ difference: GeneratedSwiftComparison.Difference) -> String {
        guard let clone = difference.clone else {
            return difference.path == "declarations" ? "the declarations differ" : "the text differs"
        }
        let scope = [clone, difference.configuration].compactMap { $0 }.joined(separator: " ")
        switch (difference.old, difference.new) {
        case (let old?, let new?): return "\(scope) \(difference.path): \(old), now \(new)"
        case (let old?, nil): return "\(scope) \(difference.path): \(old), now gone"
        case (nil, let new?): return "\(scope) \(difference.path): missing, now \(new)"
        case (nil, nil): return "\(scope) \(difference.path)"
        }
    }
}
