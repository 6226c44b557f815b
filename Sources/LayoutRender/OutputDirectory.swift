import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory that rendered files are written into without ever leaving it.
///
/// `render --out DIR` and `audit --render DIR` write through it. An attacker who can plant
/// files in DIR (a checked-out repository, a shared CI workspace) must not be able to redirect a
/// write, so:
///
/// - every relative path is checked: no empty, `.` or `..` component, no absolute path, no NUL;
/// - DIR itself and every directory under it are opened with `O_NOFOLLOW`: a symbolic link
///   where a directory is expected is refused, never followed (DIR's own parents are the user's
///   choice and may be links);
/// - a file is written to a new temporary name in its directory (`O_CREAT | O_EXCL |
///   O_NOFOLLOW`), then renamed over its name; an existing symbolic link (or directory) at that
///   name is refused, and a link planted between the check and the rename is replaced, not
///   followed (`rename` never follows its target).
///
/// ```swift
/// try OutputDirectory(path: "out").write([("index.html", html), ("A0-1/iphone-x.svg", svg)])
/// ```
public struct OutputDirectory: Sendable {
  /// The directory's path, as given.
  public var path: String

  /// A directory at `path` (created, with its parents, when missing).
  ///
  /// - Throws: ``OutputDirectoryError`` for an empty path.
  public init(path: String) throws(OutputDirectoryError) {
    guard !path.isEmpty else {
      throw OutputDirectoryError(path: path, "the output directory is an empty path")
    }
    self.path = path
  }

  /// Writes `files` (paths relative to the directory, `/`-separated), in order.
  ///
  /// - Throws: ``OutputDirectoryError`` naming the path that could not be written and why.
  public func write(_ files: [(path: String, contents: String)]) throws(OutputDirectoryError) {
    do {
      try FileManager.default.createDirectory(
        atPath: path, withIntermediateDirectories: true)
    } catch {
      // An existing link is reported below, by the open that refuses it.
      var isDirectory: ObjCBool = false
      if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        throw OutputDirectoryError(path: path, "cannot create it: \(error.localizedDescription)")
      }
    }
    let root = try Self.openDirectory(AT_FDCWD, path, shown: path)
    defer { close(root) }
    var opened: [String: Int32] = [:]  // lookups only, never iterated for output
    defer { for descriptor in opened.values { close(descriptor) } }
    for (index, file) in files.enumerated() {
      let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
        .map(String.init)
      guard !file.path.hasPrefix("/"), !components.isEmpty,
        components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && !$0.contains("\0") })
      else {
        throw OutputDirectoryError(
          path: file.path, "refusing a path that is absolute or has an empty, '.' or '..' part")
      }
      var directory = root
      var relative = ""
      for name in components.dropLast() {
        relative += relative.isEmpty ? name : "/" + name
        if let existing = opened[relative] {
          directory = existing
          continue
        }
        if mkdirat(directory, name, 0o755) != 0 && errno != EEXIST {
          throw OutputDirectoryError(path: join(relative), "cannot create it: \(Self.reason())")
        }
        let child = try Self.openDirectory(directory, name, shown: join(relative))
        opened[relative] = child
        directory = child
      }
      guard let name = components.last else { continue }
      try Self.writeFile(
        file.contents, named: name, in: directory, temporary: ".\(name).\(getpid())-\(index).tmp",
        shown: join(file.path))
    }
  }

  private func join(_ relative: String) -> String {
    path.hasSuffix("/") ? path + relative : path + "/" + relative
  }

  /// Opens a directory without following a symbolic link at its last component.
  private static func openDirectory(_ parent: Int32, _ name: String, shown: String)
    throws(OutputDirectoryError) -> Int32
  {
    let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor < 0 else { return descriptor }
    if isSymbolicLink(parent, name) {
      throw OutputDirectoryError(
        path: shown,
        "refusing to write through a symbolic link; remove it or choose another"
          + " output directory")
    }
    throw OutputDirectoryError(path: shown, "cannot open it as a directory: \(reason())")
  }

  /// Writes `contents` to a new temporary file in `directory`, then renames it to `name`.
  private static func writeFile(
    _ contents: String, named name: String, in directory: Int32, temporary: String,
    shown: String
  ) throws(OutputDirectoryError) {
    if isSymbolicLink(directory, name) {
      throw OutputDirectoryError(
        path: shown,
        "refusing to replace a symbolic link; remove it or choose another output"
          + " directory")
    }
    let descriptor = openat(
      directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw OutputDirectoryError(path: shown, "cannot create a temporary file: \(reason())")
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: Data(contents.utf8))
      try handle.close()
    } catch {
      unlinkat(directory, temporary, 0)
      throw OutputDirectoryError(path: shown, "cannot write it: \(error.localizedDescription)")
    }
    if renameat(directory, temporary, directory, name) != 0 {
      let why = reason()
      unlinkat(directory, temporary, 0)
      throw OutputDirectoryError(path: shown, "cannot write it: \(why)")
    }
  }

  private static func isSymbolicLink(_ directory: Int32, _ name: String) -> Bool {
    var status = stat()
    guard fstatat(directory, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
    return status.st_mode & S_IFMT == S_IFLNK
  }

  private static func reason() -> String { String(cString: strerror(errno)) }
}

/// An output directory that cannot be written: which path, and why.
public struct OutputDirectoryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path at fault (the directory, or a file or directory in it).
  public var path: String
  /// What went wrong; lowercase.
  public var message: String

  /// Creates an error.
  public init(path: String, _ message: String) {
    self.path = path
    self.message = message
  }

  /// `'out/index.html': refusing to replace a symbolic link; …`.
  public var description: String { "'\(path)': \(message)" }
}
