#if canImport(UIKit)
// STAND-IN, to delete at merge: until Core's `TableController` adopts `FormTable` (the Core
// helper's branch), `ActiveCell.formTable` (`controller?.core`) needs this conformance.
extension TableController: FormTable {}
#endif
