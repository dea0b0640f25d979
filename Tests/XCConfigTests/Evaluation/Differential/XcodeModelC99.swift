/// `mangledToC99ExtendedIdentifier` of swift-build (from swift-package-manager), with its table of the scalars C99
/// Annex D allows, written as the hexadecimal ranges that table lists in its own order.
enum XcodeModelC99 {
    static func mangle(_ text: String) -> String {
        var result = ""
        var isFirst = true
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            let kept = allowed.contains { $0.contains(scalar.value) }
            let leadingDigit = isFirst && leadingDigits.contains { $0.contains(scalar.value) }
            result.unicodeScalars.append(kept && !leadingDigit ? scalar : "_")
            isFirst = false
        }
        return result
    }

    private static func ranges(_ text: String) -> [ClosedRange<UInt32>] {
        text.split(whereSeparator: \.isWhitespace).compactMap { token in
            let bounds = token.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { return nil }
            return low...high
        }
    }

    private static let leadingDigits = ranges(
        "30-39 660-669 6F0-6F9 966-96F 9E6-9EF A66-A6F AE6-AEF B66-B6F BE7-BEF C66-C6F CE6-CEF D66-D6F E50-E59 "
            + "ED0-ED9 F20-F33")

    private static let allowed = ranges(
        """
        41-5A 61-7A 30-39 AA B5 B7 BA C0-D6 D8-F6 F8-1F5 1FA-217 250-2A8 2B0-2B8 2BB 2BD-2C1 2D0-2D1 2E0-2E4
        37A 386 388-38A 38C 38E-3A1 3A3-3CE 3D0-3D6 3DA 3DC 3DE 3E0 3E2-3F3 401-40C 40E-44F 451-45C 45E-481
        490-4C4 4C7-4C8 4CB-4CC 4D0-4EB 4EE-4F5 4F8-4F9 531-556 559 561-587 5B0-5B9 5BB-5BD 5BF 5C1-5C2
        5D0-5EA 5F0-5F2 621-63A 640-652 660-669 670-6B7 6BA-6BE 6C0-6CE 6D0-6DC 6E5-6E8 6EA-6ED 6F0-6F9
        901-903 905-939 93D-94D 950-952 958-963 966-96F 981-983 985-98C 98F-990 993-9A8 9AA-9B0 9B2 9B6-9B9
        9BE-9C4 9C7-9C8 9CB-9CD 9DC-9DD 9DF-9E3 9E6-9EF 9F0-9F1 A02 A05-A0A A0F-A10 A13-A28 A2A-A30 A32-A33
        A35-A36 A38-A39 A3E-A42 A47-A48 A4B-A4D A59-A5C A5E A66-A6F A74 A81-A83 A85-A8B A8D A8F-A91 A93-AA8
        AAA-AB0 AB2-AB3 AB5-AB9 ABD-AC5 AC7-AC9 ACB-ACD AD0 AE0 AE6-AEF B01-B03 B05-B0C B0F-B10 B13-B28
        B2A-B30 B32-B33 B36-B39 B3D-B43 B47-B48 B4B-B4D B5C-B5D B5F-B61 B66-B6F B82-B83 B85-B8A B8E-B90
        B92-B95 B99-B9A B9C B9E-B9F BA3-BA4 BA8-BAA BAE-BB5 BB7-BB9 BBE-BC2 BC6-BC8 BCA-BCD BE7-BEF C01-C03
        C05-C0C C0E-C10 C12-C28 C2A-C33 C35-C39 C3E-C44 C46-C48 C4A-C4D C60-C61 C66-C6F C82-C83 C85-C8C
        C8E-C90 C92-CA8 CAA-CB3 CB5-CB9 CBE-CC4 CC6-CC8 CCA-CCD CDE CE0-CE1 CE6-CEF D02-D03 D05-D0C D0E-D10
        D12-D28 D2A-D39 D3E-D43 D46-D48 D4A-D4D D60-D61 D66-D6F E01-E3A E40-E5B E81-E82 E84 E87-E88 E8A E8D
        E94-E97 E99-E9F EA1-EA3 EA5 EA7 EAA-EAB EAD-EAE EB0-EB9 EBB-EBD EC0-EC4 EC6 EC8-ECD ED0-ED9 EDC-EDD
        F00 F18-F19 F20-F33 F35 F37 F39 F3E-F47 F49-F69 F71-F84 F86-F8B F90-F95 F97 F99-FAD FB1-FB7 FB9
        10A0-10C5 10D0-10F6 1E00-1E9B 1EA0-1EF9 1F00-1F15 1F18-1F1D 1F20-1F45 1F48-1F4D 1F50-1F57 1F59 1F5B
        1F5D 1F5F-1F7D 1F80-1FB4 1FB6-1FBC 1FBE 1FC2-1FC4 1FC6-1FCC 1FD0-1FD3 1FD6-1FDB 1FE0-1FEC 1FF2-1FF4
        1FF6-1FFC 203F-2040 207F 2102 2107 210A-2113 2115 2118-211D 2124 2126 2128 212A-2131 2133-2138
        2160-2182 3005-3007 3021-3029 3041-3093 309B-309C 30A1-30F6 30FB-30FC 3105-312C 4E00-9FA5 AC00-D7A3
        """)
}
