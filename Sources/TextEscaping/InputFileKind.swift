import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an input path names, checked before it is opened: a FIFO or a device would block the
/// read (or never end), so only regular files are read. Every reader of the package asks it
/// (scene files, storyboards and xibs, configurations and baselines, project files).
public enum InputFileKind {
  /// Why the file at `path` cannot be read as an input (`it is a FIFO (named pipe)`), or nil
  /// for a regular file. A symbolic link to a regular file is read (its target is checked);
  /// `nil` too when nothing exists there: the open that follows says so.
  public static func problem(atPath path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      // A link whose target is missing, or a link loop: say so rather than "cannot open".
      var link = stat()
      if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK {
        return "it is a symbolic link whose target does not exist (or a link loop)"
      }
      return nil
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "it is a directory"
    case S_IFCHR, S_IFBLK: return "it is a device"
    case S_IFSOCK: return "it is a socket"
    default: return "it is not a regular file (a FIFO or another special file)"
    }
  }

  /// What a folder walk finds at `path`, without following a link to decide whether to look in.
  public enum Entry: Equatable, Sendable {
    /// A regular file, or a symbolic link to one (read as an input).
    case file
    /// A folder (looked into).
    case directory
    /// A symbolic link to a folder: never looked into (a link to `/` or to a parent would make a
    /// walk read the whole machine or never end); the walk notes it.
    case linkToDirectory
    /// Anything else: a FIFO, a device, a socket, a dangling link (skipped).
    case other
  }

  /// The entry at `path` for a folder walk.
  public static func entry(atPath path: String) -> Entry {
    var link = stat()
    guard lstat(path, &link) == 0 else { return .other }
    let isLink = (link.st_mode & S_IFMT) == S_IFLNK
    var status = stat()
    guard stat(path, &status) == 0 else { return .other }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return isLink ? .linkToDirectory : .directory
    default: return .other
    }
  }

  /// Whether `path` itself is a symbolic link (not followed). A write refuses one: `--out`,
  /// `--write-baseline` and the cache never write through a link to another file.
  public static func isSymbolicLink(atPath path: String) -> Bool {
    var link = stat()
    return lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
  }

  /// The files under `folder` (relative paths, `/`-separated, sorted), and the links to folders
  /// found there (relative, sorted), which are not looked into. `descend` says whether to look
  /// into a folder (given its relative path); at most `maximumFolders` folders are read.
  ///
  /// - Complexity: one `lstat` and one `stat` per entry; each real folder is read once.
  public static func walk(
    _ folder: String, maximumFolders: Int = 100_000, descend: (String) -> Bool = { _ in true }
  ) -> (files: [String], linkedFolders: [String]) {
    var files: [String] = []
    var links: [String] = []
    var stack = [""]
    var visited = 0
    let manager = FileManager.default
    while let relative = stack.popLast(), visited < maximumFolders {
      visited += 1
      let absolute = relative.isEmpty ? folder : folder + "/" + relative
      guard let names = try? manager.contentsOfDirectory(atPath: absolute) else { continue }
      for name in names {
        let child = relative.isEmpty ? name : relative + "/" + name
        switch entry(atPath: absolute + "/" + name) {
        case .file: files.append(child)
        case .directory: if descend(child) { stack.append(child) }
        case .linkToDirectory: if descend(child) { links.append(child) }
        case .other: break
        }
      }
    }
    return (files.sorted(), links.sorted())
  }
}
