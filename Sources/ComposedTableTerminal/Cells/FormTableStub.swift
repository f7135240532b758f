#if !canImport(UIKit)
// STAND-IN, to delete at merge: Core's form work makes `TableController` adopt `FormTable`.
// Until then, the terminal's `ActiveCell.formTable` (`controller?.core`) needs this conformance.
extension TableController: FormTable {}
#endif
