/// The version of SafeAreaKit and the `safearea` tool: the one place it is written
/// (`safearea --version`, the SARIF reporter's `tool.driver.version`, the audit cache's key and
/// `Scripts/release.sh` read it from here).
///
/// ```swift
/// print(SafeAreaKitVersion.string)  // "0.1.0"
/// print(SafeAreaKitVersion.description)  // "0.1.0 (device catalog 2026-11-27)"
/// ```
public enum SafeAreaKitVersion {
  /// The semantic version, `MAJOR.MINOR.PATCH`.
  public static let string = "0.1.0"

  /// The version and the device catalog's date (``DeviceCatalog/date``), as `--version` prints
  /// them.
  public static var description: String { "\(string) (device catalog \(DeviceCatalog.date))" }
}
