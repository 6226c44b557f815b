import DeviceCatalog
import HeadlessUIKit
import TextEscaping

/// The `inspect --events` log: one numbered line per callback, in the order the runtime made
/// them.
///
/// ```
///  1 UIViewController#vc.viewDidLoad safeAreaInsets={0, 0, 0, 0}
///  2 UINavigationController#nav.viewWillAppear safeAreaInsets={0, 0, 0, 0}
/// ```
public enum EventLogFormatter {
  /// The log, lines joined by newlines (no trailing newline); each line escaped
  /// (``ControlCharacters``).
  ///
  /// - Parameters:
  ///   - events: the window's `eventLog`.
  ///   - showsSafeAreaInsets: whether to print each object's `safeAreaInsets`; pass `false` under
  ///     iOS 10 behaviour, where the property does not exist.
  public static func text(_ events: [LayoutEvent], showsSafeAreaInsets: Bool = true) -> String {
    let width = String(events.count).count
    var lines: [String] = []
    lines.reserveCapacity(events.count)
    for (index, event) in events.enumerated() {
      let number = String(index + 1)
      let padding = String(repeating: " ", count: width - number.count)
      var line = "\(padding)\(number) \(event.object).\(event.kind.rawValue)"
      if showsSafeAreaInsets { line += " safeAreaInsets=\(event.safeAreaInsets)" }
      lines.append(line.escapingControlCharacters)
    }
    return lines.joined(separator: "\n")
  }
}
