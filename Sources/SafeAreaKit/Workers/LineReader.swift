import DeviceCatalog
import Foundation
import HeadlessUIKit
import LayoutAudit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a file descriptor without Foundation's buffering assumptions.
struct LineReader {
  let descriptor: Int32
  var buffer: [UInt8] = []
  var start = 0

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line's bytes without its `\n`; `nil` at the end of input (a last line without
  /// `\n` is dropped: it is a partial write from a process that died).
  mutating func nextData() -> Data? {
    while true {
      if let end = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Data(buffer[start..<end])
        start = end + 1
        if start > 65_536 {
          buffer.removeFirst(start)
          start = 0
        }
        return line
      }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return nil }
      buffer += chunk[0..<count]
    }
  }

  /// Whether every byte read so far has been returned as a line.
  var isDrained: Bool { start == buffer.count }

  /// The next line as text.
  mutating func next() -> String? {
    nextData().map { String(decoding: $0, as: UTF8.self) }
  }

  /// One line read a byte at a time (nothing after its `\n` is consumed, so a ``LineReader`` on
  /// the same descriptor reads on from there); `nil` at the end of input.
  static func readLineUnbuffered(_ descriptor: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(descriptor, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else { return nil }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
      if bytes.count > 64 { return nil }
    }
  }

  /// Writes all of `data`; false when the other end is gone.
  static func writeAll(_ descriptor: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, base + offset, buffer.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
  }
}
