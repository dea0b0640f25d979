extension ShellQuoting {
    /// `value` as one shell word: as is when it holds only characters no shell treats specially, else quoted.
    public static func word(_ value: String) -> String {
        let plain =
            !value.isEmpty
            && value.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_-./+=:@,%".unicodeScalars.contains(scalar))
            }
        return plain ? value : quoted(value)
    }
}
