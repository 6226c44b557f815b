import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file without following a symbolic link: the bytes go to a new temporary file
/// beside it (`O_CREAT | O_EXCL | O_NOFOLLOW`), which is then renamed over the path. A path that
/// is a symbolic link is refused, so `--write-baseline` or `init` never overwrite what a link
/// planted in a checkout points to (`Documentation/HostileInput.md`, "What is written").
public enum FileWriting {
  /// Why a file was not written.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong; lowercase.
    public var message: String
    public var description: String { message }
  }

  /// Writes `bytes` to `path`, replacing a regular file there.
  ///
  /// - Throws: ``Failure`` when `path` is a symbolic link or names a folder, or the write fails.
  public static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
    if InputFileKind.isSymbolicLink(atPath: path) {
      throw Failure(
        message: "it is a symbolic link; refusing to write through it (remove it or name"
          + " another file)")
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw Failure(message: "it is a directory")
    }
    let temporary = path + ".\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw Failure(message: "cannot create a file beside it: \(String(cString: strerror(errno)))")
    }
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes { buffer in
        Glibc_write(descriptor, buffer.baseAddress, buffer.count)
      }
      guard result > 0 else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        unlink(temporary)
        throw Failure(message: "cannot write it: \(reason)")
      }
      written += result
    }
    close(descriptor)
    // rename(2) replaces the name itself: a link put there meanwhile is replaced, not followed.
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw Failure(message: "cannot write it: \(reason)")
    }
  }
}

/// write(2), named apart from the method-free context above.
private func Glibc_write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
  return Glibc.write(descriptor, buffer, count)
  #else
  return Darwin.write(descriptor, buffer, count)
  #endif
}
