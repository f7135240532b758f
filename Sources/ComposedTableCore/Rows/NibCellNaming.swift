/// How a cell designed in a nib is found, and what is said when it is not: the rules of the
/// UIKit backend's nib loading, kept here so that they run in tests on every platform.
///
/// A cell class is designed in the nib that has its name (Xcode's convention: `SwatchCell.xib`
/// for `SwatchCell`), without the module (`MyApp.SwatchCell`), the enclosing types
/// (`Gallery.SwatchCell`) or generic arguments.
///
/// ```swift
/// NibCellNaming.nibName(forClassName: "MyApp.SwatchCell")   // "SwatchCell"
/// ```
package enum NibCellNaming {
    /// The name of the nib a cell class is designed in, by Xcode's convention.
    ///
    /// - Parameter className: The class's name, with or without its module and enclosing types.
    /// - Returns: The last part of the name, without generic arguments.
    package static func nibName(forClassName className: String) -> String {
        let plain = className.prefix { $0 != "<" }
        return String(plain.split(separator: ".").last ?? plain)
    }

    /// The message when no nib of that name is in the bundle.
    ///
    /// - Parameters:
    ///   - method: The method that looked for it.
    ///   - nibName: The nib's name.
    ///   - className: The cell class.
    ///   - bundle: The bundle looked in, as the message names it (its path).
    /// - Returns: The message.
    package static func missingNibMessage(method: String, nibName: String, className: String, bundle: String) -> String {
        "ComposedTable: \(method) found no nib named “\(nibName)” for \(className) in \(bundle). Add \(nibName).xib to that "
            + "bundle's target, or pass nibName: and bundle: (Bundle.module for a Swift package's resources)."
    }

    /// The message when the nib loaded but holds no cell of the class at its top level.
    ///
    /// - Parameters:
    ///   - method: The method that loaded it.
    ///   - nibName: The nib's name.
    ///   - className: The cell class.
    ///   - found: The classes of the nib's top-level objects, in order.
    /// - Returns: The message.
    package static func wrongContentsMessage(method: String, nibName: String, className: String, found: [String]) -> String {
        let holds =
            found.isEmpty ? "nothing at its top level" : "no \(className) at its top level (it holds \(found.joined(separator: ", ")))"
        return "ComposedTable: \(method) loaded the nib “\(nibName)”, but it holds \(holds). In Interface Builder, make the "
            + "top-level cell's Custom Class \(className), with its module (or Inherit Module From Target)."
    }
}
