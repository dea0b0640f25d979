/// What the settings of a target depend on besides the project: the user, the SDK and the build folders.
///
/// The engine never reads the process environment; the command line builds this value from it.
public struct SettingsEnvironment: Sendable, Hashable {
    /// `USER`, if known.
    public var user: String?
    /// `HOME`, if known.
    public var home: String?
    /// `PATH`, if known: xcodebuild starts from the environment's, which a setting may extend (`$(PATH):/opt/bin`).
    public var path: String?
    /// The SDK to build with, such as `iphoneos` or `iphoneos26.0`; `nil` takes the target's `SDKROOT`.
    public var sdk: String?
    /// The SDK when ``sdk`` is `nil` and the target's `SDKROOT` names none (`auto`, or nothing set).
    public var fallbackSDK: String?
    /// The architecture `[arch=…]` conditions match; `nil` leaves it unbound, as before tasks are planned.
    public var arch: String?
    /// The folder builds go to, in place of Xcode's `DerivedData/<project>-<hash>`; `nil` uses
    /// `$HOME/Library/Developer/Xcode/DerivedData/<project>` when `HOME` is known, else the project's `build` folder.
    public var buildFolder: String?
    /// What `<DEVELOPER_DIR>` stands for in xcconfig includes, if known.
    public var developerDirectory: String?

    /// Creates an environment.
    public init(
        user: String? = nil, home: String? = nil, sdk: String? = nil, arch: String? = nil, buildFolder: String? = nil,
        developerDirectory: String? = nil
    ) {
        self.user = user
        self.home = home
        self.sdk = sdk
        self.arch = arch
        self.buildFolder = buildFolder
        self.developerDirectory = developerDirectory
    }

    /// The environment a process environment describes: `USER`, `HOME`, `PATH` and `DEVELOPER_DIR`.
    public init(processEnvironment environment: [String: String], sdk: String? = nil, arch: String? = nil) {
        self.init(
            user: environment["USER"], home: environment["HOME"], sdk: sdk, arch: arch,
            developerDirectory: environment["DEVELOPER_DIR"])
        path = environment["PATH"]
    }
}
