import Foundation

/// The software keyboard of an environment (contract version 2, `keyboard:`): docked, as the
/// focused text field asks for it (R16.3: undocked, floating and hardware keyboards cover
/// nothing).
public struct KeyboardState: Hashable, Sendable, CustomStringConvertible {
  /// `UIKeyboardType`, the kinds the contract names.
  public enum KeyboardType: String, Hashable, Sendable, CaseIterable {
    case `default`, numberPad, emailAddress
  }

  /// Whether the docked keyboard shows.
  public var isShown: Bool
  /// Whether the QuickType (suggestion) row shows; on by default.
  public var predictive: Bool
  /// The keyboard's type.
  public var type: KeyboardType

  public init(isShown: Bool, predictive: Bool = true, type: KeyboardType = .default) {
    self.isShown = isShown
    self.predictive = predictive
    self.type = type
  }

  /// No keyboard (the default).
  public static let hidden = KeyboardState(isShown: false)
  /// The default docked keyboard with its suggestion row.
  public static let shown = KeyboardState(isShown: true)

  /// `keyboard shown` (`, no predictive`, `, numberPad`), or `keyboard hidden`.
  public var description: String {
    guard isShown else { return "keyboard hidden" }
    var text = "keyboard shown"
    if !predictive { text += ", no predictive" }
    if type != .default { text += ", \(type.rawValue)" }
    return text
  }
}

/// R16.2: the docked keyboard's heights found printed or measured, keyed by the screen's size in
/// points in the current orientation (never by model), the behaviour versions the source dates,
/// the keyboard type and the suggestion row. Every other combination is missing: the model reports
/// it instead of scaling or borrowing a neighbour.
public enum KeyboardHeights {
  struct Entry {
    var width: CGFloat
    var height: CGFloat
    var versions: ClosedRange<Int>
    var type: KeyboardState.KeyboardType
    var predictive: Bool
    var value: CGFloat
    var source: String
  }

  static let entries: [Entry] = [
    // iOS 8–10 (behaviour version 10), QuickType-era dumps.
    Entry(
      width: 320, height: 568, versions: 10...10, type: .default, predictive: false, value: 216,
      source: "R16.2"),
    Entry(
      width: 320, height: 568, versions: 10...10, type: .default, predictive: true, value: 253,
      source: "R16.2"),
    Entry(
      width: 375, height: 667, versions: 10...10, type: .default, predictive: false, value: 216,
      source: "R16.2"),
    Entry(
      width: 375, height: 667, versions: 10...10, type: .default, predictive: true, value: 258,
      source: "R16.2"),
    Entry(
      width: 414, height: 736, versions: 10...10, type: .default, predictive: true, value: 271,
      source: "R16.2"),
    // "-era" rows: that one version.
    Entry(
      width: 375, height: 812, versions: 11...11, type: .default, predictive: false, value: 291,
      source: "R16.2"),
    Entry(
      width: 375, height: 812, versions: 11...11, type: .default, predictive: true, value: 335,
      source: "R16.2"),
    Entry(
      width: 414, height: 896, versions: 12...12, type: .default, predictive: true, value: 346,
      source: "R16.2"),
    Entry(
      width: 430, height: 932, versions: 17...17, type: .default, predictive: true, value: 346,
      source: "R16.2"),
    Entry(
      width: 1024, height: 768, versions: 11...11, type: .default, predictive: true, value: 398,
      source: "R16.2"),
    // iOS 26.1 [peer-measured].
    Entry(
      width: 375, height: 667, versions: 26...26, type: .default, predictive: true, value: 260,
      source: "R16.2"),
    Entry(
      width: 375, height: 667, versions: 26...26, type: .numberPad, predictive: true, value: 233,
      source: "R16.2"),
    Entry(
      width: 375, height: 667, versions: 26...26, type: .numberPad, predictive: false, value: 233,
      source: "R16.2"),
    Entry(
      width: 393, height: 852, versions: 26...26, type: .default, predictive: true, value: 335,
      source: "R16.2"),
    Entry(
      width: 667, height: 375, versions: 26...26, type: .default, predictive: true, value: 206,
      source: "R16.2"),
    Entry(
      width: 820, height: 1180, versions: 26...26, type: .default, predictive: true, value: 337,
      source: "R16.2"),
  ]

  /// The docked keyboard's height on a screen of `size` (current orientation) under `ios`, or
  /// the missing value naming the combination no source gives.
  ///
  /// ```swift
  /// KeyboardHeights.height(screen: CGSize(width: 393, height: 852), ios: 26, keyboard: .shown)
  /// // .success(335, measured (R16.2))
  /// ```
  public static func height(screen size: CGSize, ios: Int, keyboard: KeyboardState)
    -> Result<Sourced<CGFloat>, MissingKeyboard>
  {
    let found = entries.first {
      PointFormat.nearlyEqual($0.width, size.width)
        && PointFormat.nearlyEqual($0.height, size.height)
        && $0.versions.contains(ios) && $0.type == keyboard.type
        && $0.predictive == keyboard.predictive
    }
    if let found { return .success(Sourced(found.value, .measured(found.source))) }
    var what =
      "the docked \(keyboard.type.rawValue) keyboard's height on a"
      + " \(PointFormat.string(size.width))×\(PointFormat.string(size.height)) screen under iOS"
      + " \(ios)"
    what += keyboard.predictive ? " with the suggestion row" : " without the suggestion row"
    return .failure(MissingKeyboard(value: MissingValue(what, rule: "R16.2")))
  }
}

/// A keyboard height no source gives (R16.2), as an error value.
public struct MissingKeyboard: Error, Hashable, Sendable {
  public var value: MissingValue
}
