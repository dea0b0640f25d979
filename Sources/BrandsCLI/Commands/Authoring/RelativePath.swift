import Support
import XCConfig

/// Paths relative to a folder, with `..` when they lie outside it.
enum RelativePath {
    /// `path` relative to the folder `base` (both absolute): `Brands/NWD/config.json`, or `../Shared/Base.xcconfig`.
    static func path(_ path: String, from base: String) -> String {
        let target = Path.normalize(path).split(separator: "/")
        let origin = Path.normalize(base).split(separator: "/")
        var shared = 0
        while shared < min(target.count, origin.count) && target[shared] == origin[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: origin.count - shared) + target[shared...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
