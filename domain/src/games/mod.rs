pub mod king_of_tokyo;
pub mod outlive;
