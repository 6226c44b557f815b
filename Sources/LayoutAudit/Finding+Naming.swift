import DeviceCatalog
import Findings
import Foundation

extension Finding {
  /// The finding with `naming` applied to its message, fix and evidence messages: how a reader of
  /// the view's file names its views in place of their ids (a storyboard's `userLabel` or outlet
  /// name for its object id: `InterfaceBuilder`'s `IBDocument.namingObjects(in:)`). The view's
  /// id (``ViewReference/sceneID``) is kept: baselines and `ignore` entries match it.
  public func naming(_ naming: (String) -> String) -> Finding {
    var result = self
    result.message = naming(message)
    result.fix = naming(fix)
    for index in result.evidence.indices {
      result.evidence[index].message = naming(result.evidence[index].message)
    }
    return result
  }
}
