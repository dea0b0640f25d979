/// The settings a script or a phase's input names the project's folder by (`$(SRCROOT)/…`, `${PROJECT_DIR}/…`,
/// `$SOURCE_ROOT/…`): each is the folder holding the `.xcodeproj`, in any of the three ways a script spells a setting.
enum ProjectFolderReference {
    /// Every spelling, `$(NAME)`, `${NAME}` and `$NAME`, of each setting that is the project's folder.
    static let spellings: [String] = ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"].flatMap {
        ["$(\($0))", "${\($0)}", "$\($0)"]
    }

    /// `path` relative to the project's folder: a leading spelling of the folder becomes `.`
    /// (`$(SRCROOT)/Scripts/gen.py` is `./Scripts/gen.py`); any other path is returned as it is.
    static func relative(_ path: String) -> String {
        for spelling in spellings where path.hasPrefix(spelling) {
            // `$SRCROOT` must not take the start of a longer name (`$SRCROOT_EXTRA`).
            let rest = path.dropFirst(spelling.count)
            if spelling.hasSuffix(")") || spelling.hasSuffix("}") || rest.first.map({ !isNameCharacter($0) }) ?? true {
                return "." + rest
            }
        }
        return path
    }

    /// Whether `character` may continue a setting's name.
    private static func isNameCharacter(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }
}
