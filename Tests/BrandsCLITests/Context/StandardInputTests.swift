import Foundation
import Testing

@testable import BrandsCLI

/// Standard input is read to its end with `read(2)`; what cannot be read is an error that says why.
@Suite struct StandardInputTests {
    /// Every byte arrives, across reads and with multi-byte characters, from the read end of a pipe written to by
    /// another thread.
    @Test func aPipeIsReadToItsEnd() throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        let text = String(repeating: "nwd/6.0.0/2 Südbote 🗞\n", count: 20_000)
        let writeEnd = descriptors[1]
        let writer = Thread {
            FileDescriptorOutputSink(fileDescriptor: writeEnd).write(text)
            close(writeEnd)
        }
        writer.start()
        let read = try StandardInput.read(fileDescriptor: descriptors[0])
        close(descriptors[0])
        #expect(read == text)
    }

    /// A folder given as standard input (`< dir`) and a closed one (`<&-`) are errors with the system's reason.
    @Test func aFolderOrAClosedDescriptorIsAnError() throws {
        let folder = open(FileManager.default.temporaryDirectory.path, O_RDONLY)
        try #require(folder >= 0)
        defer { close(folder) }
        #expect(throws: StandardInputError(reason: String(cString: strerror(EISDIR)))) {
            try StandardInput.read(fileDescriptor: folder)
        }
        #expect(throws: StandardInputError(reason: String(cString: strerror(EBADF)))) {
            try StandardInput.read(fileDescriptor: -1)
        }
    }
}
