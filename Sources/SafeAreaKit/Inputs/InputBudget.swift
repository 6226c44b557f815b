import CodeScreens
import Foundation
import InterfaceBuilder
import TextEscaping

/// The bound on one run's layout inputs taken together (issue 32). Every file the per-file limits
/// admit (a scene file of 8 MiB, a storyboard of 250,000 elements, a source of 4,000,000 bytes)
/// stays parsed until the report is made, so a folder of many files grew without bound (about
/// 11 KB a small scene file: some 90,000 of them passed 1 GB; two scene files of 8 MB, 1.16 GB).
/// A run reads at most ``Limits/maximumFiles`` input files and ``Limits/maximumBytes`` of input,
/// counted in scene-file bytes: a scene file by its size, a Swift or Objective-C file named or
/// found in a folder by twice its size, a storyboard or xib by
/// ``Limits/bytesPerInterfaceBuilderView`` for each of its views (its cost follows its views, not
/// its bytes). The weights are derived from measurements (`Documentation/Robustness.md`, "Bounds
/// on input"): each input at its own reader's limit fills the run's bound about alone. The first
/// file past either limit is a located error, it and every later file are left unread, the files
/// before it are audited, and the run exits 65.
public final class InputBudget: @unchecked Sendable {
  /// The run's limits.
  public struct Limits: Hashable, Sendable {
    /// Input files read in one run (scene files, storyboards and xibs, code-screen sources).
    public var maximumFiles: Int
    /// Input read in one run, in scene-file bytes (the sources a project lists count as files
    /// only: an app's sources are read whole).
    public var maximumBytes: Int

    public init(maximumFiles: Int = 20_000, maximumBytes: Int = 8 << 20) {
      self.maximumFiles = maximumFiles
      self.maximumBytes = maximumBytes
    }

    /// 20,000 files and 8 MiB (one scene file at the scene reader's 8 MiB limit).
    public static let standard = Limits()

    /// What a source's byte counts (derived: a generated 4 MB Swift file of screens kept about
    /// 67 MB per MB parsed for the report and peaked at 576 MB, a scene file about 42 MB per MB
    /// and 821 MB at 8 MB).
    public static let sourceByteWeight = 2
    /// What a storyboard's or xib's view counts, in bytes (derived: one document at the reader's
    /// 250,000-element limit, 249,994 views, fits in the 8 MiB; it peaked at 834 MB alone, two
    /// at 1.07 GB).
    public static let bytesPerInterfaceBuilderView = 33
  }

  public let limits: Limits
  /// Files admitted so far, and what they count.
  public private(set) var files = 0
  public private(set) var bytes = 0
  /// The first file refused, and how many were refused in all.
  public private(set) var firstRefused: String?
  public private(set) var refused = 0
  /// Whether the first refused file passed the file limit (else the byte limit).
  private var passedFileLimit = false
  private let lock = NSLock()

  public init(_ limits: Limits = .standard) { self.limits = limits }

  /// Counts `file` and tells whether the run may read it: a scene file by its size, a source by
  /// twice its size (`countingBytes: false` for a source a project lists: a file only), a
  /// storyboard or xib as a file here and by its views once read
  /// (``admitInterfaceBuilderViews(_:of:)``). Once one file is refused every later one is too,
  /// so which files are read depends only on their order.
  public func admit(_ file: String, countingBytes: Bool = true) -> Bool {
    let ext = (CodeScreens.split(file).file as NSString).pathExtension.lowercased()
    let cost: Int
    if !countingBytes || LayoutSources.interfaceBuilderExtensions.contains(ext) {
      cost = 0
    } else if CodeScreens.isCodePath(file) {
      cost = Self.size(of: CodeScreens.split(file).file) * Limits.sourceByteWeight
    } else {
      cost = Self.size(of: file)
    }
    lock.lock()
    defer { lock.unlock() }
    if firstRefused == nil, files + 1 <= limits.maximumFiles, bytes + cost <= limits.maximumBytes {
      files += 1
      bytes += cost
      return true
    }
    refuse(file, passedFileLimit: files + 1 > limits.maximumFiles)
    return false
  }

  /// Counts the views of an admitted storyboard or xib and tells whether the run may keep it;
  /// past the limit the file is the first refused one (its document is dropped).
  public func admitInterfaceBuilderViews(_ views: Int, of file: String) -> Bool {
    let cost = views * Limits.bytesPerInterfaceBuilderView
    lock.lock()
    defer { lock.unlock() }
    if firstRefused == nil, bytes + cost <= limits.maximumBytes {
      bytes += cost
      return true
    }
    // The file was counted when it was admitted.
    if firstRefused == nil { files -= 1 }
    refuse(file, passedFileLimit: false)
    return false
  }

  private func refuse(_ file: String, passedFileLimit: Bool) {
    if firstRefused == nil {
      firstRefused = file
      self.passedFileLimit = passedFileLimit
    }
    refused += 1
  }

  /// The located error for the first refused file, or `nil` when every file was admitted.
  public var problem: InputError? {
    lock.lock()
    defer { lock.unlock() }
    guard let file = firstRefused else { return nil }
    let limit =
      passedFileLimit
      ? "more than \(limits.maximumFiles) input files, the limit of one run"
      : "more than \(limits.maximumBytes) bytes of input (\(bytes) read before it; a source's"
        + " bytes count twice, a storyboard's or xib's views"
        + " \(Limits.bytesPerInterfaceBuilderView) bytes each), the limit of one run"
    let others = refused - 1
    let rest =
      others == 0
      ? "it is not read"
      : "it and the \(others) file\(others == 1 ? "" : "s") after it are not read"
    let message =
      "\(file):1:1: error: this file would take the run past \(limit); \(rest) (audit fewer"
      + " files at a time: name a subfolder)"
    return InputError(located: message.escapingControlCharacters)
  }

  private static func size(of file: String) -> Int {
    var info = stat()
    guard stat(file, &info) == 0 else { return 0 }
    return max(0, Int(info.st_size))
  }
}
