#if canImport(UIKit)
public import UIKit

/// A cell that shows a model, set through one method: what a cell designed in a nib adopts so
/// that adding it is one line.
///
/// ```swift
/// final class ContactCell: UITableViewCell, ConfigurableCell {
///     @IBOutlet private var nameLabel: UILabel!
///     @IBOutlet private var photoView: UIImageView!
///
///     func configure(with contact: Contact) {
///         nameLabel.text = contact.name
///         photoView.image = contact.photo
///     }
/// }
///
/// addCell(ContactCell.self, model: ada)   // loads ContactCell.xib, configures, adds
/// ```
///
/// The cell stays a live row like any other: keep the returned instance and call
/// ``configure(with:)`` again to show another model. A cell that subclasses ``ActiveCell`` keeps
/// its action, enabled state and height.
@MainActor
public protocol ConfigurableCell: UITableViewCell {
    /// What the cell shows.
    associatedtype Model

    /// Shows a model.
    ///
    /// - Parameter model: The model.
    func configure(with model: Model)
}

extension UITableViewCell {
    /// Loads a cell of this class from a nib: by default the nib named after the class
    /// (`ContactCell.xib` for `ContactCell`, without the module) in the class's bundle.
    ///
    /// The cell must be a top-level object of the nib whose Custom Class is this class (the
    /// first one is used). A missing nib, or a nib without such a cell, stops with a message that
    /// names the nib, the bundle and what the nib holds. The cell is never reused: add it with
    /// ``ComposedTableViewController/addCell(_:)``; any `UITableViewCell` subclass works.
    ///
    /// ```swift
    /// let banner = addCell(BannerCell.fromNib())
    /// let legal = addCell(TextCell.fromNib(named: "LegalTextCell", bundle: .module))
    /// ```
    ///
    /// - Parameters:
    ///   - nibName: The nib's name, or `nil` for the class's name.
    ///   - bundle: The bundle that holds the nib, or `nil` for the class's bundle
    ///     (`Bundle(for:)`: the app's, or a framework's). In a Swift package, pass `.module`.
    /// - Returns: The cell.
    /// - Complexity: What loading the nib costs.
    public static func fromNib(named nibName: String? = nil, bundle: Bundle? = nil) -> Self {
        loadCell(Self.self, nibName: nibName, bundle: bundle, method: "fromNib(named:bundle:)")
    }
}

extension ComposedTableViewController {
    /// Loads a cell designed in a nib, shows a model in it and appends it to the last section:
    /// one call.
    ///
    /// ```swift
    /// for contact in contacts {
    ///     addCell(ContactCell.self, model: contact)
    /// }
    /// ```
    ///
    /// The nib is found as ``UIKit/UITableViewCell/fromNib(named:bundle:)`` finds it;
    /// ``ConfigurableCell/configure(with:)`` runs before the cell is added, so the row is measured
    /// with its content.
    ///
    /// - Parameters:
    ///   - type: The cell class.
    ///   - model: What the cell shows.
    ///   - nibName: The nib's name, or `nil` for the class's name.
    ///   - bundle: The bundle that holds the nib, or `nil` for the class's bundle.
    /// - Returns: The cell, to keep a reference.
    /// - Complexity: What loading the nib costs, and amortized O(1) to add it.
    @discardableResult
    public func addCell<Cell: ConfigurableCell>(_ type: Cell.Type, model: Cell.Model, nibName: String? = nil, bundle: Bundle? = nil) -> Cell
    {
        let cell = loadCell(type, nibName: nibName, bundle: bundle, method: "addCell(_:model:nibName:bundle:)")
        cell.configure(with: model)
        return addCell(cell)
    }
}

/// Loads the first top-level cell of a class from a nib, with Core's naming and messages.
@MainActor
private func loadCell<Cell: UITableViewCell>(_ type: Cell.Type, nibName: String?, bundle: Bundle?, method: String) -> Cell {
    let className = String(describing: type)
    let name = nibName ?? NibCellNaming.nibName(forClassName: className)
    let bundle = bundle ?? Bundle(for: type)
    // UINib raises an Objective-C exception, which says less, for a nib that is not there.
    guard bundle.path(forResource: name, ofType: "nib") != nil else {
        misuse(NibCellNaming.missingNibMessage(method: method, nibName: name, className: className, bundle: bundle.bundlePath))
    }
    let objects = UINib(nibName: name, bundle: bundle).instantiate(withOwner: nil, options: nil)
    guard let cell = objects.lazy.compactMap({ $0 as? Cell }).first else {
        let found = objects.map { String(describing: Swift.type(of: $0)) }
        misuse(NibCellNaming.wrongContentsMessage(method: method, nibName: name, className: className, found: found))
    }
    return cell
}
#endif
