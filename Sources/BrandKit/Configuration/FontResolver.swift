import BrandFormats
import Documents

/// Resolves typography from `custom_fonts.plist`: each style's `<style>FontName` and `<style>FontSize`; a
/// style without a name uses the system font, and one without a size its schema default.
public struct FontResolver: Sendable {
    /// The schema holding the text styles.
    public var schema: Schema

    /// Creates a resolver.
    public init(schema: Schema) {
        self.schema = schema
    }

    /// Every style's font for `clone`.
    public func resolve(_ clone: LoadedClone) -> [ResolvedFont] {
        let members: [PlistMember]
        if case .dictionary(let dictionary)? = clone.fontsPlist?.value { members = dictionary } else { members = [] }
        return schema.fontStyles.map { style in
            var font = ResolvedFont(
                style: style.name, postScriptName: nil, size: style.defaultSize, source: ValueSource(.system))
            if let member = members.first(where: { $0.key == style.nameKey }),
                case .string(let name) = member.value.value,
                !name.isEmpty
            {
                font.postScriptName = name
                font.source = ValueSource(.fontsPlist, at: member.value.location)
            }
            if let member = members.first(where: { $0.key == style.sizeKey }) {
                switch member.value.value {
                case .real(let size): font.size = size
                case .integer(let size): font.size = Double(size)
                default: break
                }
            }
            return font
        }
    }
}
