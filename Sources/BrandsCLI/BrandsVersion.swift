/// The version of `brands`: the one place it is written.
public enum BrandsVersion {
    /// The version string `brands --version` prints and SARIF reports.
    public static let current = "0.1.0"
}
