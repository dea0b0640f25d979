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
        #expect(sink.writeFailure == nil)
    }

    /// A descriptor that takes nothing (closed, or never open) drops the text instead of stopping the process, and
    /// the sink and its copies keep the first reason for the process to report.
    @Test func aDescriptorThatTakesNothingDropsTheTextAndKeepsWhy() {
        let never = FileDescriptorOutputSink(fileDescriptor: -1)
        #expect(never.writeFailure == nil)
        let copy = never
        copy.write("lost\n")
        never.write("lost too\n")
        #expect(never.writeFailure == String(cString: strerror(EBADF)))
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        close(descriptors[1])
        let closed = FileDescriptorOutputSink(fileDescriptor: descriptors[1])
        closed.write("also lost\n")
        #expect(closed.writeFailure == String(cString: strerror(EBADF)))
        close(descriptors[0])
    }

    /// A run whose output could not all be written fails, saying why; one whose output was written keeps its status.
    @Test func aRunWhoseOutputWasLostFails() {
        let errors = CapturingOutputSink()
        let written = FileDescriptorOutputSink(fileDescriptor: -1)
        #expect(BrandsCommandLine.finish(.usageError, output: written, errors: errors) == .usageError)
        #expect(errors.text.isEmpty)
        written.write("lost\n")
        #expect(BrandsCommandLine.finish(.success, output: written, errors: errors) == .failure)
        #expect(errors.text == "error: cannot write the output: \(String(cString: strerror(EBADF)))\n")
        // On a colour terminal the line is styled as every other error line.
        let colored = CapturingOutputSink()
        #expect(BrandsCommandLine.finish(.success, output: written, errors: colored, colored: true) == .failure)
        #expect(
            colored.text
                == TextStyle(isEnabled: true).error("error:")
                + " cannot write the output: \(String(cString: strerror(EBADF)))\n")
        #expect(colored.text.hasPrefix("\u{1B}["))
    }

    /// What the reading thread got.
    private final class ReceivedBytes: @unchecked Sendable {
        var data = Data()
        let done = DispatchSemaphore(value: 0)
    }
}
