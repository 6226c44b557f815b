import DeviceCatalog
import Findings
import Foundation

extension AuditMatrix {
  /// This matrix with what a configuration's `matrix` sets in place of its own.
  public func overridden(by configured: Configuration.Matrix) -> AuditMatrix {
    var result = self
    if let devices = configured.resolvedDevices {
      result.devices = devices
      let named = (configured.devices ?? []).filter {
        $0.lowercased() != "all" && DeviceFamily.named($0) == nil
      }.flatMap { DeviceCatalog.devices(matching: $0) ?? [] }.map(\.id)
      result.namedDeviceIDs = devices.map(\.id).filter { named.contains($0) }
    }
    if let orientations = configured.orientations { result.orientations = orientations }
    if let ios = configured.ios { result.iosVersions = ios }
    if let hidden = configured.statusBarHidden { result.statusBarHidden = hidden }
    return result
  }
}
