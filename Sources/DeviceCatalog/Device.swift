import Foundation

/// The kind of device: UIKit's `UIUserInterfaceIdiom`, restricted to what the catalog holds.
public enum Idiom: String, Sendable, Codable, CaseIterable {
  case phone, pad
}

/// A UIKit size class.
public enum SizeClass: String, Sendable, Codable {
  case compact, regular
}

/// An interface orientation (`UIInterfaceOrientation`).
public enum Orientation: String, Sendable, Codable, CaseIterable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  /// Whether the screen is wider than tall in this orientation.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Where a number came from: printed on a device or simulator by a named source, or derived from a
/// written rule because the sources are silent.
public enum Provenance: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Taken from the sources named (keys of `devices.md` §1 or rule ids).
  case measured(String)
  /// Filled in by the rule named (a rule id of `Documentation/UIKitRules.md` or a section of
  /// `devices.md`), because no source gives the value.
  case derived(String)

  public var isDerived: Bool {
    if case .derived = self { return true }
    return false
  }

  public var description: String {
    switch self {
    case .measured(let source): "measured (\(source))"
    case .derived(let rule): "derived (\(rule))"
    }
  }
}

/// A value with its provenance.
public struct Sourced<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var provenance: Provenance

  public init(_ value: Value, _ provenance: Provenance) {
    self.value = value
    self.provenance = provenance
  }
}

/// The sensor housing cut into the top of the display (in portrait).
public struct SensorHousing: Hashable, Sendable {
  public enum Kind: String, Sendable, Codable {
    case none, notch, dynamicIsland
  }

  public var kind: Kind
  /// The housing's rectangle in portrait screen coordinates, where a source gives it.
  public var rect: Sourced<CGRect>?

  public init(kind: Kind, rect: Sourced<CGRect>? = nil) {
    self.kind = kind
    self.rect = rect
  }

  public static let none = SensorHousing(kind: .none)
}

/// The window's safe-area insets of one device under one iOS version, in every state the catalog
/// distinguishes. Landscape values are the same for landscape-left and landscape-right
/// (`devices.md` §0).
public struct WindowInsetsTable: Hashable, Sendable {
  /// Portrait, status bar shown.
  public var portrait: Sourced<EdgeInsets>
  /// Portrait, status bar hidden (R1.3, R1.3a).
  public var portraitStatusBarHidden: Sourced<EdgeInsets>
  /// Landscape with the status bar hidden (every iPhone's default, R1.4a).
  public var landscape: Sourced<EdgeInsets>
  /// Landscape with the status bar shown: iPads always, home-button iPhones whose controller
  /// returns `prefersStatusBarHidden == false` (R1.4a). `nil` where the device cannot show it
  /// (Face-ID iPhones, R1.4).
  public var landscapeStatusBarShown: Sourced<EdgeInsets>?

  public init(
    portrait: Sourced<EdgeInsets>, portraitStatusBarHidden: Sourced<EdgeInsets>,
    landscape: Sourced<EdgeInsets>, landscapeStatusBarShown: Sourced<EdgeInsets>?
  ) {
    self.portrait = portrait
    self.portraitStatusBarHidden = portraitStatusBarHidden
    self.landscape = landscape
    self.landscapeStatusBarShown = landscapeStatusBarShown
  }
}

/// A value that changed at some iOS versions: each entry holds from its version until the next.
public struct Versioned<Value: Hashable & Sendable>: Hashable, Sendable {
  /// `(first iOS major version, value)`, sorted by version.
  public var entries: [(from: Int, value: Value)]

  public init(_ entries: [(from: Int, value: Value)]) {
    precondition(!entries.isEmpty, "a Versioned value needs at least one entry")
    self.entries = entries.sorted { $0.from < $1.from }
  }

  public init(always value: Value) {
    self.entries = [(0, value)]
  }

  /// The value in force under `ios`: the latest entry at or before it, else the earliest.
  public func value(ios: Int) -> Value {
    guard var result = entries.first?.value else {
      preconditionFailure("a Versioned value needs at least one entry")
    }
    for entry in entries where entry.from <= ios {
      result = entry.value
    }
    return result
  }

  public static func == (lhs: Versioned, rhs: Versioned) -> Bool {
    lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.from == $1.from && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    for entry in entries {
      hasher.combine(entry.from)
      hasher.combine(entry.value)
    }
  }
}

/// One iPhone or iPad model (or a custom device), as data.
///
/// Nothing in the runtime asks which model this is: it reads these fields. A phone that does not
/// exist yet, built with ``Device/custom(name:width:height:scale:portraitSafeArea:landscapeSafeArea:statusBar:homeIndicator:cornerRadius:)``,
/// works unchanged.
public struct Device: Hashable, Sendable, Identifiable {
  /// A stable slug, such as `iphone-x` or `ipad-pro-11-inch-1st-generation`.
  public var id: String
  /// The marketing name, such as `iPhone X`.
  public var name: String
  /// Hardware identifiers, such as `iPhone10,3`.
  public var identifiers: [String]
  public var idiom: Idiom
  public var releaseYear: Int?
  /// The iOS major versions the model runs (`nil` bounds where the sources are silent).
  public var firstIOS: Int?
  public var lastIOS: Int?
  /// `UIScreen.bounds.size` in portrait, in points.
  public var portraitSize: CGSize
  /// `UIScreen.scale`.
  public var scale: CGFloat
  /// `_displayCornerRadius` in points (0 for square corners).
  public var cornerRadius: Sourced<CGFloat>
  public var housing: SensorHousing
  /// Whether the device has a home indicator instead of a home button.
  public var hasHomeIndicator: Bool
  /// The horizontal size class in landscape (iPhones: regular on the large phones; iPads: regular).
  public var landscapeHorizontalSizeClass: Sourced<SizeClass>
  /// The portrait status-bar height by iOS version.
  public var statusBarHeight: Versioned<Sourced<CGFloat>>
  /// The window's safe-area insets by iOS version.
  public var windowInsets: Versioned<WindowInsetsTable>
  /// The navigation bar's top edge (window y) in portrait with the status bar shown, by iOS
  /// version, where it is not the window's top inset (R1.6, `devices.md` §3).
  public var navigationBarTop: Versioned<Sourced<CGFloat>?>
  /// True for devices made with `Device.custom`.
  public var isCustom: Bool
  /// The source keys of `devices.md` §1 behind this row.
  public var sources: String

  public init(
    id: String, name: String, identifiers: [String], idiom: Idiom, releaseYear: Int?,
    firstIOS: Int?, lastIOS: Int?, portraitSize: CGSize, scale: CGFloat,
    cornerRadius: Sourced<CGFloat>, housing: SensorHousing, hasHomeIndicator: Bool,
    landscapeHorizontalSizeClass: Sourced<SizeClass>,
    statusBarHeight: Versioned<Sourced<CGFloat>>, windowInsets: Versioned<WindowInsetsTable>,
    navigationBarTop: Versioned<Sourced<CGFloat>?>, isCustom: Bool, sources: String
  ) {
    self.id = id
    self.name = name
    self.identifiers = identifiers
    self.idiom = idiom
    self.releaseYear = releaseYear
    self.firstIOS = firstIOS
    self.lastIOS = lastIOS
    self.portraitSize = portraitSize
    self.scale = scale
    self.cornerRadius = cornerRadius
    self.housing = housing
    self.hasHomeIndicator = hasHomeIndicator
    self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass
    self.statusBarHeight = statusBarHeight
    self.windowInsets = windowInsets
    self.navigationBarTop = navigationBarTop
    self.isCustom = isCustom
    self.sources = sources
  }
}
