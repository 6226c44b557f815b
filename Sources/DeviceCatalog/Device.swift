import Foundation

/// The kind of device: UIKit's `UIUserInterfaceIdiom`, restricted to what the catalog holds.
public enum Idiom: String, Sendable, Codable, CaseIterable {
  case phone, pad
}

/// A UIKit size class.
public enum SizeClass: String, Sendable, Codable, CaseIterable {
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
  /// No source measured the value and no rule derives it (`unmeasured` in `Data/devices.csv`):
  /// a pose the device does not describe (``Device/describedOrientations``), which nothing lays
  /// out. The string says what is missing.
  case unmeasured(String)

  /// Whether no source measured the value (``unmeasured(_:)``).
  public var isUnmeasured: Bool {
    if case .unmeasured = self { return true }
    return false
  }

  public var isDerived: Bool {
    if case .derived = self { return true }
    return false
  }

  public var description: String {
    switch self {
    case .measured(let source): "measured (\(source))"
    case .derived(let rule): "derived (\(rule))"
    case .unmeasured(let what): "not measured (\(what))"
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
    precondition(!entries.isEmpty, "a Versioned value needs at least one entry")
    // Find the index first and copy one value (a table of insets with its provenances is not
    // cheap to copy for every entry passed).
    var index = 0
    for candidate in entries.indices where entries[candidate].from <= ios { index = candidate }
    return entries[index].value
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
  /// The fields, stored once and shared by every copy: a device is copied into every
  /// environment, window and snapshot, so a copy is one reference, not eighteen fields
  /// (strings and tables among them). Setting a field copies them first.
  struct Fields: Hashable, Sendable {
    var id: String
    var name: String
    var identifiers: [String]
    var idiom: Idiom
    var releaseYear: Int?
    var firstIOS: Int?
    var lastIOS: Int?
    var portraitSize: CGSize
    var scale: CGFloat
    var cornerRadius: Sourced<CGFloat>
    var housing: SensorHousing
    var hasHomeIndicator: Bool
    var landscapeHorizontalSizeClass: Sourced<SizeClass>
    var statusBarHeight: Versioned<Sourced<CGFloat>>
    var windowInsets: Versioned<WindowInsetsTable>
    var navigationBarTop: Versioned<Sourced<CGFloat>?>
    var isCustom: Bool
    var sources: String
    var display: DisplayChoice?
    var verticalBar: VerticalBarColumn?
    var reservedRegions: [ReservedRegion]
    var describedOrientations: [OrientationKind] = OrientationKind.allCases
    var landscapeVerticalSizeClass: Sourced<SizeClass>?
    var modelName: String?
  }

  final class Storage: Sendable {
    let fields: Fields
    init(fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  /// A stable slug, such as `iphone-x` or `ipad-pro-11-inch-1st-generation`.
  public var id: String {
    get { storage.fields.id }
    set { update { $0.id = newValue } }
  }
  /// The marketing name, such as `iPhone X`.
  public var name: String {
    get { storage.fields.name }
    set { update { $0.name = newValue } }
  }
  /// Hardware identifiers, such as `iPhone10,3`.
  public var identifiers: [String] {
    get { storage.fields.identifiers }
    set { update { $0.identifiers = newValue } }
  }
  public var idiom: Idiom {
    get { storage.fields.idiom }
    set { update { $0.idiom = newValue } }
  }
  public var releaseYear: Int? {
    get { storage.fields.releaseYear }
    set { update { $0.releaseYear = newValue } }
  }
  /// The iOS major versions the model runs (`nil` bounds where the sources are silent).
  public var firstIOS: Int? {
    get { storage.fields.firstIOS }
    set { update { $0.firstIOS = newValue } }
  }
  public var lastIOS: Int? {
    get { storage.fields.lastIOS }
    set { update { $0.lastIOS = newValue } }
  }
  /// `UIScreen.bounds.size` in portrait, in points.
  public var portraitSize: CGSize {
    get { storage.fields.portraitSize }
    set { update { $0.portraitSize = newValue } }
  }
  /// `UIScreen.scale`.
  public var scale: CGFloat {
    get { storage.fields.scale }
    set { update { $0.scale = newValue } }
  }
  /// `_displayCornerRadius` in points (0 for square corners).
  public var cornerRadius: Sourced<CGFloat> {
    get { storage.fields.cornerRadius }
    set { update { $0.cornerRadius = newValue } }
  }
  public var housing: SensorHousing {
    get { storage.fields.housing }
    set { update { $0.housing = newValue } }
  }
  /// Whether the device has a home indicator instead of a home button.
  public var hasHomeIndicator: Bool {
    get { storage.fields.hasHomeIndicator }
    set { update { $0.hasHomeIndicator = newValue } }
  }
  /// The horizontal size class in landscape (iPhones: regular on the large phones; iPads: regular).
  public var landscapeHorizontalSizeClass: Sourced<SizeClass> {
    get { storage.fields.landscapeHorizontalSizeClass }
    set { update { $0.landscapeHorizontalSizeClass = newValue } }
  }
  /// The portrait status-bar height by iOS version.
  public var statusBarHeight: Versioned<Sourced<CGFloat>> {
    get { storage.fields.statusBarHeight }
    set { update { $0.statusBarHeight = newValue } }
  }
  /// The window's safe-area insets by iOS version.
  public var windowInsets: Versioned<WindowInsetsTable> {
    get { storage.fields.windowInsets }
    set { update { $0.windowInsets = newValue } }
  }
  /// The navigation bar's top edge (window y) in portrait with the status bar shown, by iOS
  /// version, where it is not the window's top inset (R1.6, `devices.md` §3).
  public var navigationBarTop: Versioned<Sourced<CGFloat>?> {
    get { storage.fields.navigationBarTop }
    set { update { $0.navigationBarTop = newValue } }
  }
  /// True for devices made with `Device.custom`.
  public var isCustom: Bool {
    get { storage.fields.isCustom }
    set { update { $0.isCustom = newValue } }
  }
  /// Which display of a two-display device this is (R20.1), or `nil` for a device with one.
  public var display: DisplayChoice? {
    get { storage.fields.display }
    set { update { $0.display = newValue } }
  }
  /// The vertical bar column container bars move into from iOS 27 (R20.2), or `nil`.
  public var verticalBar: VerticalBarColumn? {
    get { storage.fields.verticalBar }
    set { update { $0.verticalBar = newValue } }
  }
  /// Regions the system reserves beside the safe area (R20.3), in portrait screen points.
  public var reservedRegions: [ReservedRegion] {
    get { storage.fields.reservedRegions }
    set { update { $0.reservedRegions = newValue } }
  }
  /// The orientations the device's geometry is known in: both for the catalog; a custom
  /// device may describe one (an unmeasured pose of a display, R20.1), and is not laid out in
  /// the other (``Environment/windowProblem()``).
  public var describedOrientations: [OrientationKind] {
    get { storage.fields.describedOrientations }
    set { update { $0.describedOrientations = newValue } }
  }

  /// The vertical size class in landscape where a source gives one that is not the phone's
  /// compact (the iPhone Duo's inner display: regular), else `nil` (``sizeClasses(_:)``).
  public var landscapeVerticalSizeClass: Sourced<SizeClass>? {
    get { storage.fields.landscapeVerticalSizeClass }
    set { update { $0.landscapeVerticalSizeClass = newValue } }
  }
  /// The model a display belongs to (`iPhone Duo` for `iPhone Duo (inner display)`): the
  /// device's ``name`` unless it is one display of a device with two.
  public var modelName: String {
    get { storage.fields.modelName ?? storage.fields.name }
    set { update { $0.modelName = newValue } }
  }

  /// Whether the device's geometry is known in `orientation`.
  public func describes(_ orientation: Orientation) -> Bool {
    describedOrientations.contains(OrientationKind(orientation))
  }

  /// Why the device is not laid out in `orientation` (a pose no source measured, R20.1), as the
  /// audit and render matrices note it; `nil` where the device describes it.
  public func undescribedPoseNote(_ orientation: Orientation) -> String? {
    guard !describes(orientation) else { return nil }
    let kind = OrientationKind(orientation).rawValue
    if isCustom { return "\(name) describes no \(kind) geometry (its 'orientations')" }
    return "\(name): no source measured \(missingGeometry(orientation))"
      + " (Data/devices.csv: unmeasured)"
  }

  /// What no source measured in `orientation`'s pose: the `.unmeasured` text of the catalog's
  /// cell (`its portrait top inset; bottom 34, left 0 and right 0 are measured`), else
  /// `its <kind> geometry`.
  public func missingGeometry(_ orientation: Orientation) -> String {
    let table = windowInsets.value(ios: Int.max)
    let cell = orientation.isLandscape ? table.landscape : table.portrait
    if case .unmeasured(let what) = cell.provenance, what.hasPrefix("its ") { return what }
    return "its \(OrientationKind(orientation).rawValue) geometry"
  }

  /// The source keys of `devices.md` §1 behind this row.
  public var sources: String {
    get { storage.fields.sources }
    set { update { $0.sources = newValue } }
  }

  public init(
    id: String, name: String, identifiers: [String], idiom: Idiom, releaseYear: Int?,
    firstIOS: Int?, lastIOS: Int?, portraitSize: CGSize, scale: CGFloat,
    cornerRadius: Sourced<CGFloat>, housing: SensorHousing, hasHomeIndicator: Bool,
    landscapeHorizontalSizeClass: Sourced<SizeClass>,
    statusBarHeight: Versioned<Sourced<CGFloat>>, windowInsets: Versioned<WindowInsetsTable>,
    navigationBarTop: Versioned<Sourced<CGFloat>?>, isCustom: Bool, sources: String,
    display: DisplayChoice? = nil, verticalBar: VerticalBarColumn? = nil,
    reservedRegions: [ReservedRegion] = [],
    describedOrientations: [OrientationKind] = OrientationKind.allCases,
    landscapeVerticalSizeClass: Sourced<SizeClass>? = nil, modelName: String? = nil
  ) {
    storage = Storage(
      fields: Fields(
        id: id,
        name: name,
        identifiers: identifiers,
        idiom: idiom,
        releaseYear: releaseYear,
        firstIOS: firstIOS,
        lastIOS: lastIOS,
        portraitSize: portraitSize,
        scale: scale,
        cornerRadius: cornerRadius,
        housing: housing,
        hasHomeIndicator: hasHomeIndicator,
        landscapeHorizontalSizeClass: landscapeHorizontalSizeClass,
        statusBarHeight: statusBarHeight,
        windowInsets: windowInsets,
        navigationBarTop: navigationBarTop,
        isCustom: isCustom,
        sources: sources,
        display: display,
        verticalBar: verticalBar,
        reservedRegions: reservedRegions,
        describedOrientations: describedOrientations,
        landscapeVerticalSizeClass: landscapeVerticalSizeClass,
        modelName: modelName))
  }

  private mutating func update(_ change: (inout Fields) -> Void) {
    var fields = storage.fields
    change(&fields)
    storage = Storage(fields: fields)
  }

  public static func == (lhs: Device, rhs: Device) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.fields)
  }
}
