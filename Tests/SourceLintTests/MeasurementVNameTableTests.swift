import Findings
import Foundation
import SourceLint
import Testing

extension MeasurementVCasesTests {
  /// Round U (b): a device-information helper that names the model (`if identifier ==
  /// "iPhone10,3" { name = "iPhone X" }`) was a `device_model_check`: it lays nothing out, as
  /// the same table returning the name (`return "iPhone X"`) or written in Objective-C
  /// (`platform = @"iPhone X";`) does not. Look-alike: the identifier choosing a constraint's
  /// constant stays a finding.
  @Test func aModelIdentifierAssignedAMarketingNameIsANameTable() {
    let report = Self.lint([
      (
        "App/DeviceInfo.swift",
        """
        import UIKit
        extension UIDevice {
            var marketingName: String {
                let identifier = machineIdentifier
                var name = identifier
                if identifier == "iPhone10,3" { name = "iPhone X" }
                if identifier == "iPhone11,8" {
                    name = "iPhone XR"
                }
                return name
            }
            func adjust(_ top: NSLayoutConstraint) {
                if machineIdentifier == "iPhone10,3" { top.constant = 44 }
            }
        }
        """
      )
    ])
    let file = "App/DeviceInfo.swift"
    #expect(Self.lines(report, "device_model_check", file) == [13], "\(Self.lines(report))")
  }
}
