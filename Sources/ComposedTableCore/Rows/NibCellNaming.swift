/// How a cell designed in a nib is found, and what is said when it is not: the rules of the
/// UIKit backend's nib loading, kept here so that they run in tests on every platform.
package enum NibCellNaming {
    /// The name of the nib a cell class is designed in, by Xcode's convention.
    package static func nibName(forClassName className: String) -> String {
        let plain = className.prefix { $0 != "<" }
        return String(plain.split(separator: ".").last ?? plain)
    }

    /// The message when no nib of that name is in the bundle.
    package static func missingNibMessage(method: String, nibName: String, className: String, bundle: String) -> String {
        "ComposedTable: \(method) found no nib named “\(nibName)” for \(className) in \(bundle). Add \(nibName).xib to that "
            + "bundle's target, or pass nibName: and bundle: (Bundle.module for a Swift package's resources)."
    }

    /// The message when the nib loaded but holds no cell of the class at its top level.
    package static func wrongContentsMessage(method: String, nibName: String, className: String, found: [String]) -> String {
        let holds =
            found.isEmpty ? "nothing at its top level" : "no \(className) at its top level (it holds \(found.joined(separator: ", ")))"
        return "ComposedTable: \(method) loaded the nib “\(nibName)”, but it holds \(holds). In Interface Builder, make the "
            + "top-level cell's Custom Class \(className), with its module (or Inherit Module From Target)."
    }
}
