import Foundation
import Testing

@testable import BrandsCLI

/// The sink the process writes its output through.
@Suite struct FileDescriptorOutputSinkTests {
    /// Every byte of every write arrives, in order: a text of several megabytes (more than one `write` takes at
    /// once on a pipe) with multi-byte characters, read back from the other end of a pipe while it is written.
    @Test func everyByteArrivesInOrder() throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        let (readEnd, writeEnd) = (descriptors[0], descriptors[1])
        let line = "NWD Nordwest Daily β – Bremen 🗞\n"
        let text = String(repeating: line, count: 100_000)
        let received = ReceivedBytes()
        let thread = Thread {
            received.data = FileHandle(fileDescriptor: readEnd, closeOnDealloc: true).readDataToEndOfFile()
            received.done.signal()
        }
        thread.start()
        let sink = FileDescriptorOutputSink(fileDescriptor: writeEnd)
        sink.write(text)
        sink.write("")
        sink.write("end\n")
        close(writeEnd)
        received.done.wait()
        #expect(received.data == Data((text + "end\n").utf8))
    }

    /// A descriptor that takes nothing (closed, or never open) drops the text instead of stopping the process.
    @Test func aDescriptorThatTakesNothingDropsTheText() {
        FileDescriptorOutputSink(fileDescriptor: -1).write("lost\n")
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        close(descriptors[1])
        FileDescriptorOutputSink(fileDescriptor: descriptors[1]).write("also lost\n")
        close(descriptors[0])
    }

    /// What the reading thread got.
    private final class ReceivedBytes: @unchecked Sendable {
        var data = Data()
        let done = DispatchSemaphore(value: 0)
    }
}
