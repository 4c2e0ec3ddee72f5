pub mod king_of_tokyo;
