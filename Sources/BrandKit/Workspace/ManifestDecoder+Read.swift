import BrandFormats
import Documents
import Foundation
import Support
import XCConfig

extension ManifestDecoder {
    /// The manifest at `root`, read and decoded, with the problems of both; `nil` when `root` holds none.
    public static func read(root: String, fileSystem: any FileSystem) -> Parsed<Manifest>? {
        let path = Path.join(root, fileName)
        guard fileSystem.exists(path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: path)
        } catch {
            return Parsed(value: nil, diagnostics: [WorkspaceMessage.unreadable(path, error)])
        }
        let parsed = JSONParser.parse(bytes, file: path)
        guard let node = parsed.value else { return Parsed(value: nil, diagnostics: parsed.diagnostics) }
        let decoded = decode(node, file: path)
        return Parsed(value: decoded.value, diagnostics: parsed.diagnostics + decoded.diagnostics)
    }
}
