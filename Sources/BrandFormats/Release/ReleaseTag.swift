/// A release tag such as `nwd/6.0.0/2`, parsed: which clone, which version, which build.
public struct ReleaseTag: Sendable, Hashable {
    /// The tag as written.
    public var name: String
    /// The clone's id, as the workspace spells it.
    public var clone: String
    /// The marketing version.
    public var version: VersionNumber
    /// The build number.
    public var build: VersionNumber
    /// The 0-based character offset of the version within ``name``, so diagnostics can point at it.
    public var versionOffset: Int
    /// The 0-based character offset of the build within ``name``.
    public var buildOffset: Int

    /// Creates a tag.
    public init(
        name: String, clone: String, version: VersionNumber, build: VersionNumber, versionOffset: Int = 0,
        buildOffset: Int = 0
    ) {
        self.name = name
        self.clone = clone
        self.version = version
        self.build = build
        self.versionOffset = versionOffset
        self.buildOffset = buildOffset
    }

    /// Whether `other` releases the same build of the same clone (build numbers compared numerically).
    public func hasSameBuild(as other: ReleaseTag) -> Bool {
        clone == other.clone && build.isEquivalent(to: other.build)
    }
}
