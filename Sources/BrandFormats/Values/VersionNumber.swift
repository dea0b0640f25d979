/// A version such as `6.0.0`: one to three dot-separated non-negative integers without leading zeros, as the
/// App Store accepts for `CFBundleShortVersionString` (and, as a build number, for `CFBundleVersion`).
public struct VersionNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The components: one to three of them for a version, one or more for a build number.
    public var components: [Int]

    /// Why a text is not a version number.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        case empty
        case tooManyComponents(Int)
        case emptyComponent
        case notANumber(String)
        case leadingZero(String)
        case tooLarge(String)

        /// A lowercase phrase for diagnostics.
        public var description: String {
            switch self {
            case .empty: "is empty"
            case .tooManyComponents(let count): "has \(count) components; at most 3 are allowed"
            case .emptyComponent: "has an empty component"
            case .notANumber(let part): "has '\(part)', which is not a non-negative integer"
            case .leadingZero(let part): "has '\(part)' with a leading zero"
            case .tooLarge(let part): "has '\(part)', which is too large a number"
            }
        }
    }

    /// Creates a version from components.
    public init(_ components: [Int]) { self.components = components }

    /// Parses `text`, or explains why it is not a version.
    public static func parse(_ text: String) -> Result<VersionNumber, Problem> {
        parse(text, maximumComponents: 3)
    }

    /// Parses a build number (`CFBundleVersion`), which may have more components and leading zeros.
    ///
    /// Any number of components, since the system reads the first three and ignores the rest (`7.75.0.3`, as Pocket
    /// Casts builds), and leading zeros, which a non-negative integer may have (cozy-flagship-app has shipped build
    /// `0101316` and its like for years). A release tag's build is read with `allowingLeadingZeros: false`: brands
    /// writes and compares those itself.
    public static func parseBuild(_ text: String, allowingLeadingZeros: Bool = true) -> Result<VersionNumber, Problem> {
        parse(text, maximumComponents: nil, allowingLeadingZeros: allowingLeadingZeros)
    }

    private static func parse(_ text: String, maximumComponents: Int?, allowingLeadingZeros: Bool = false)
        -> Result<VersionNumber, Problem>
    {
        if text.isEmpty { return .failure(.empty) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if let maximumComponents, parts.count > maximumComponents { return .failure(.tooManyComponents(parts.count)) }
        var components: [Int] = []
        for part in parts {
            if part.isEmpty { return .failure(.emptyComponent) }
            guard part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return .failure(.notANumber(String(part))) }
            if !allowingLeadingZeros && part.count > 1 && part.hasPrefix("0") {
                return .failure(.leadingZero(String(part)))
            }
            guard let value = Int(part) else { return .failure(.tooLarge(String(part))) }
            components.append(value)
        }
        return .success(VersionNumber(components))
    }

    /// `text` with each integer's leading zeros dropped (`2026.04.02` is `2026.4.2`), as Apple's tools read a version or
    /// build number ("1.02.3 is equivalent to 1.2.3", `CFBundleVersion`'s reference); `nil` when `text` is not
    /// integers and periods or has no zero to drop.
    public static func droppingLeadingZeros(_ text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard
            parts.allSatisfy({
                !$0.isEmpty && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            }),
            parts.contains(where: { $0.count > 1 && $0.first == "0" })
        else { return nil }
        return parts.map { part in
            let trimmed = part.drop { $0 == "0" }
            return trimmed.isEmpty ? "0" : String(trimmed)
        }.joined(separator: ".")
    }

    /// Parses `text`, or `nil`.
    public init?(_ text: String) {
        guard case .success(let version) = Self.parse(text) else { return nil }
        self = version
    }

    /// The dotted form.
    public var description: String { components.map(String.init).joined(separator: ".") }

    /// Compares numerically, missing components counting as zero (`1.2` == `1.2.0`).
    public static func < (lhs: VersionNumber, rhs: VersionNumber) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// Numeric equality (`1.2` equals `1.2.0`).
    public func isEquivalent(to other: VersionNumber) -> Bool { !(self < other) && !(other < self) }
}
