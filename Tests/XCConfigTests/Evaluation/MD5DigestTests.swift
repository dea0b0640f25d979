import Support
import Testing
import XCConfig

@Suite struct MD5DigestTests {
    /// The test suite of RFC 1321, appendix A.5, plus inputs around the 56- and 64-byte padding boundaries.
    @Test(arguments: [
        ("", "d41d8cd98f00b204e9800998ecf8427e"),
        ("a", "0cc175b9c0f1b6a831c399e269772661"),
        ("abc", "900150983cd24fb0d6963f7d28e17f72"),
        ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        ("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"),
        (String(repeating: "1234567890", count: 8), "57edf4a22be3c955ac49da2e2107b67a"),
        (String(repeating: "a", count: 55), "ef1772b6dff9a122358552954ad0df65"),
        (String(repeating: "a", count: 56), "3b0c8ac703f828b04c6c197006d17218"),
        (String(repeating: "a", count: 64), "014842d480b571495a4a0363793f7367"),
    ])
    func digestMatchesKnownValues(input: String, expected: String) {
        #expect(MD5Digest.hexadecimal(of: Array(input.utf8)) == expected)
    }
}
