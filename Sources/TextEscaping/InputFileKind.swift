import Foundation

/// What an input path names, checked before it is opened: a FIFO or a device would block the
/// read (or never end), so only regular files are read. Every reader of the package asks it
/// (scene files, storyboards and xibs, configurations and baselines, project files).
public enum InputFileKind {
  /// Why the file at `path` cannot be read as an input (`it is a FIFO (named pipe)`), or nil
  /// for a regular file (a symbolic link is followed). `nil` too when it does not exist: the
  /// open that follows says so.
  public static func problem(atPath path: String) -> String? {
    guard
      let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type]
        as? FileAttributeType
    else { return nil }
    switch type {
    case .typeRegular: return nil
    case .typeDirectory: return "it is a directory"
    case .typeCharacterSpecial, .typeBlockSpecial: return "it is a device"
    case .typeSocket: return "it is a socket"
    default: return "it is not a regular file (a FIFO or another special file)"
    }
  }
}
